"""Helpers for the C2PA oracle tests: DepthKit's CLI on one side, c2pa-rs (c2pa-python) on the other."""
import datetime
import json
import os
import subprocess

import c2pa
from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec, ed25519, rsa
from cryptography.x509.oid import ExtendedKeyUsageOID, NameOID

REPO = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", ".."))
DEPTHKIT = os.environ.get("DEPTHKIT") or os.path.join(REPO, ".build", "debug", "depthkit")
PHOTO = os.path.join(REPO, "testdata", "real", "realsense_box_floor_3.rgb.jpg")
CAPTURE = os.path.join(REPO, "testdata", "captures", "good")
ALGORITHMS = ["es256", "es384", "es512", "ps256", "ps384", "ps512", "ed25519"]
DIGITAL_CAPTURE = "http://cv.iptc.org/newscodes/digitalsourcetype/digitalCapture"

# c2pa-rs's states, spelled as DepthKit spells them.
STATES = {"Trusted": "trusted", "Valid": "valid", "Invalid": "invalid"}


def depthkit(*arguments):
    """Runs depthkit; returns (exit status, standard output)."""
    result = subprocess.run([DEPTHKIT, *arguments], capture_output=True, text=True)
    return result.returncode, result.stdout


def dk_verify(path, anchors=None):
    """DepthKit's verdict: (state, failure codes of the active manifest, the report line, exit status)."""
    arguments = ["c2pa", "verify", path, "--format", "json"]
    if anchors:
        arguments += ["--trust-anchors", anchors]
    status, output = depthkit(*arguments)
    line = json.loads(output)
    if line.get("c2pa") is None:
        return "error", set(), line, status
    report = line["c2pa"]
    active = report.get("active_manifest")
    prefix = f"self#jumbf=/c2pa/{active}/" if active else "self#jumbf=/c2pa"
    failures = {s["code"] for s in report["failure"] if s["url"].startswith(prefix) or not active}
    return report["state"], failures, line, status


def time_stamp_codes(statuses):
    """The timeStamp.* codes of a list of statuses (success, informational or failure)."""
    return {s["code"] for s in statuses if s["code"].startswith("timeStamp.")}


def dk_time_stamp(path, anchors=None):
    """DepthKit's timeStamp.* codes of the active manifest's signature: (success, informational)."""
    line = dk_verify(path, anchors)[2]
    report = line["c2pa"]
    url = f"self#jumbf=/c2pa/{report['active_manifest']}/c2pa.signature"
    return tuple(time_stamp_codes([s for s in report[kind] if s["url"] == url]) for kind in ("success", "informational"))


def rs_time_stamp(path, anchors_pem=None):
    """c2pa-rs's timeStamp.* codes of the active manifest: (success, informational)."""
    settings = {"verify": {"verify_trust": True}}
    if anchors_pem:
        settings["trust"] = {"trust_anchors": anchors_pem}
    reader = c2pa.Reader(path, context=c2pa.Context(settings=c2pa.Settings.from_dict(settings)))
    active = (reader.get_validation_results() or {}).get("activeManifest", {})
    return tuple(time_stamp_codes(active.get(kind, [])) for kind in ("success", "informational"))


def rs_read(path, anchors_pem=None):
    """c2pa-rs's verdict: (state, failure codes of the active manifest, the reader's JSON); ("error", {message}) when it refuses."""
    settings = {"verify": {"verify_trust": True}, "builder": {"thumbnail": {"enabled": False}}}
    if anchors_pem:
        settings["trust"] = {"trust_anchors": anchors_pem}
    try:
        reader = c2pa.Reader(path, context=c2pa.Context(settings=c2pa.Settings.from_dict(settings)))
        results = reader.get_validation_results() or {}
        failures = {s["code"] for s in results.get("activeManifest", {}).get("failure", [])}
        state = STATES.get(reader.get_validation_state(), reader.get_validation_state())
        return state, failures, json.loads(reader.json())
    except Exception as error:  # c2pa-python raises C2paError subclasses for unreadable stores
        return "error", {type(error).__name__}, str(error)


def _name(common_name):
    return x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, common_name),
                      x509.NameAttribute(NameOID.ORGANIZATION_NAME, "DepthKit Oracle")])


def _signer_key(algorithm):
    if algorithm == "es256":
        return ec.generate_private_key(ec.SECP256R1())
    if algorithm == "es384":
        return ec.generate_private_key(ec.SECP384R1())
    if algorithm == "es512":
        return ec.generate_private_key(ec.SECP521R1())
    if algorithm.startswith("ps"):
        return rsa.generate_private_key(public_exponent=65537, key_size=2048)
    return ed25519.Ed25519PrivateKey.generate()


def credentials(directory, algorithm):
    """A P-256 CA and a signer for `algorithm` meeting the C2PA profile; returns (chain, key, anchor) paths."""
    now = datetime.datetime.now(datetime.timezone.utc)
    ca_key = ec.generate_private_key(ec.SECP256R1())
    ca = (x509.CertificateBuilder().subject_name(_name("C2PA Oracle CA")).issuer_name(_name("C2PA Oracle CA"))
          .public_key(ca_key.public_key()).serial_number(x509.random_serial_number())
          .not_valid_before(now - datetime.timedelta(days=1)).not_valid_after(now + datetime.timedelta(days=365))
          .add_extension(x509.BasicConstraints(ca=True, path_length=0), critical=True)
          .add_extension(x509.KeyUsage(False, False, False, False, False, True, True, False, False), critical=True)
          .add_extension(x509.SubjectKeyIdentifier.from_public_key(ca_key.public_key()), critical=False)
          .sign(ca_key, hashes.SHA256()))
    key = _signer_key(algorithm)
    signer = (x509.CertificateBuilder().subject_name(_name("C2PA Oracle Signer")).issuer_name(_name("C2PA Oracle CA"))
              .public_key(key.public_key()).serial_number(x509.random_serial_number())
              .not_valid_before(now - datetime.timedelta(days=1)).not_valid_after(now + datetime.timedelta(days=365))
              .add_extension(x509.BasicConstraints(ca=False, path_length=None), critical=True)
              .add_extension(x509.KeyUsage(True, False, False, False, False, False, False, False, False), critical=True)
              .add_extension(x509.ExtendedKeyUsage([ExtendedKeyUsageOID.EMAIL_PROTECTION]), critical=False)
              .add_extension(x509.AuthorityKeyIdentifier.from_issuer_public_key(ca_key.public_key()), critical=False)
              .add_extension(x509.SubjectKeyIdentifier.from_public_key(key.public_key()), critical=False)
              .sign(ca_key, hashes.SHA256()))
    pem = lambda certificate: certificate.public_bytes(serialization.Encoding.PEM).decode()
    paths = {name: os.path.join(directory, f"{algorithm}-{name}.pem") for name in ("chain", "key", "anchor")}
    with open(paths["chain"], "w") as file:
        file.write(pem(signer) + pem(ca))
    with open(paths["anchor"], "w") as file:
        file.write(pem(ca))
    with open(paths["key"], "wb") as file:
        file.write(key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()))
    return paths["chain"], paths["key"], paths["anchor"]


def rs_sign(source, destination, algorithm, chain, key, edit=False):
    """Signs `source` with c2pa-rs (no thumbnail). With `edit`, c2pa-rs's edit intent: the manifest already in
    `source` becomes a parentOf ingredient, opened by a c2pa.opened action."""
    with open(chain, "rb") as file:
        chain_pem = file.read()
    with open(key, "rb") as file:
        key_pem = file.read()
    signer = c2pa.Signer.from_info(c2pa.C2paSignerInfo(algorithm.encode(), chain_pem, key_pem, None))
    assertions = [] if edit else [{"label": "c2pa.actions", "data": {"actions": [
        {"action": "c2pa.created", "digitalSourceType": DIGITAL_CAPTURE}]}}]
    manifest = {"claim_generator_info": [{"name": "depthkit-oracle", "version": "1"}], "title": "oracle", "assertions": assertions}
    context = c2pa.Context(settings=c2pa.Settings.from_dict({"builder": {"thumbnail": {"enabled": False}}}))
    builder = c2pa.Builder(manifest, context=context)
    if edit:
        builder.set_intent(c2pa.C2paBuilderIntent.EDIT)
    with open(source, "rb") as input_stream, open(destination, "w+b") as output_stream:
        builder.sign(signer, "image/jpeg", input_stream, output_stream)


def app11_store_range(data):
    """(start, end) of the APP11 segments holding the manifest store: the first such segment's marker to the last one's end."""
    start = end = None
    offset = 2
    while offset + 4 <= len(data) and data[offset] == 0xFF:
        marker = data[offset + 1]
        length = int.from_bytes(data[offset + 2:offset + 4], "big")
        if marker == 0xEB and data[offset + 4:offset + 6] == b"JP":
            start = offset if start is None else start
            end = offset + 2 + length
        if marker == 0xDA:
            break
        offset += 2 + length
    return start, end


def tamper(data, kind):
    """`data` (a signed JPEG) changed in one place: a pixel byte, an assertion byte, the signature, the certificate, or the store segment cut short."""
    data = bytearray(data)
    start, end = app11_store_range(bytes(data))
    if kind == "pixel":
        data[len(data) - 100] ^= 0x01
    elif kind == "assertion":
        data[bytes(data).index(b"c2pa.created", start) + 11] ^= 0x01
    elif kind == "signature":
        data[end - 1] ^= 0x01
    elif kind == "certificate":
        data[bytes(data).rindex(b"Signer", start, end)] ^= 0x01
    elif kind == "truncated":
        length = int.from_bytes(data[start + 2:start + 4], "big") - 10
        data[start + 2:start + 4] = length.to_bytes(2, "big")
        del data[end - 10:end]
    return bytes(data)
