"""DepthKit's C2PA against c2pa-rs (through c2pa-python): the same verdicts and the same failure codes."""
import json
import os
import subprocess

import pytest

from oracle import (ALGORITHMS, CAPTURE, DEPTHKIT, PHOTO, REPO, credentials, depthkit, dk_time_stamp, dk_verify, rs_read, rs_sign,
                    rs_time_stamp, tamper)

TAMPERING = ["pixel", "assertion", "signature", "certificate", "truncated"]


@pytest.fixture(scope="module")
def dev_keys(tmp_path_factory):
    directory = tmp_path_factory.mktemp("keys")
    status, _ = depthkit("c2pa", "keygen", "-o", str(directory))
    assert status == 0
    return {name: str(directory / file) for name, file in
            (("anchor", "c2pa-dev-anchor.pem"), ("chain", "c2pa-dev-chain.pem"), ("key", "c2pa-dev-signer.key"))}


@pytest.fixture(scope="module")
def depthkit_signed(tmp_path_factory, dev_keys):
    output = str(tmp_path_factory.mktemp("dk") / "signed.jpg")
    status, _ = depthkit("c2pa", "sign", CAPTURE, "-o", output, "--cert", dev_keys["chain"], "--key", dev_keys["key"])
    assert status == 0
    return output


def anchor_pem(path):
    with open(path) as file:
        return file.read()


@pytest.mark.parametrize("thumbnail", [False, True])
def test_depthkit_signed_is_trusted_by_c2pa_rs(tmp_path, dev_keys, thumbnail):
    output = str(tmp_path / "signed.jpg")
    arguments = ["c2pa", "sign", CAPTURE, "-o", output, "--cert", dev_keys["chain"], "--key", dev_keys["key"]]
    status, _ = depthkit(*(arguments + (["--thumbnail"] if thumbnail else [])))
    assert status == 0
    state, failures, manifest_json = rs_read(output, anchor_pem(dev_keys["anchor"]))
    assert (state, failures) == ("trusted", set()), manifest_json
    active = manifest_json["manifests"][manifest_json["active_manifest"]]
    evidence = [a for a in active["assertions"] if a["label"] == "org.depthkit.evidence"]
    assert len(evidence) == 1
    assert evidence[0]["data"]["verdict"] in ("ok", "suspicious", "invalid")
    assert evidence[0]["data"]["device_model"] == "iPhone 15 Pro"
    assert dk_verify(output, dev_keys["anchor"])[:2] == ("trusted", set())


def test_attested_capture_app_attest_fields_read_in_c2pa_rs(tmp_path, dev_keys):
    """A hardware-attested capture (depthkit-synth's signed photo, its device in the development
    environment, counter 1): c2pa-rs shows the App Attest key id, environment and counter as fields."""
    synth = os.path.join(os.path.dirname(DEPTHKIT), "depthkit-synth")
    made = subprocess.run([synth, "signed-photos", "--count", "1", "--photo-width", "64", "--photo-height", "48",
                           "-o", str(tmp_path / "synth")], capture_output=True, text=True)
    assert made.returncode == 0, made.stderr
    capture = str(tmp_path / "synth" / "captures" / "000000")
    with open(os.path.join(capture, "metadata.json")) as file:
        key_id = json.load(file)["device_key_id"]
    output = str(tmp_path / "signed.jpg")
    status, _ = depthkit("c2pa", "sign", capture, "-o", output, "--cert", dev_keys["chain"], "--key", dev_keys["key"],
                         "--registry", str(tmp_path / "synth" / "devices.sqlite"))
    assert status == 0
    state, failures, manifest_json = rs_read(output, anchor_pem(dev_keys["anchor"]))
    assert (state, failures) == ("trusted", set()), manifest_json
    active = manifest_json["manifests"][manifest_json["active_manifest"]]
    data = [a for a in active["assertions"] if a["label"] == "org.depthkit.evidence"][0]["data"]
    assert data["hardware_attested"] is True
    hardware = data["hardware_attestation"]
    assert (hardware["name"], hardware["status"]) == ("hardware_attestation", "pass")
    assert hardware["app_attest"] == {"counter": 1, "environment": "development", "key_id": key_id, "out_of_order": False}
    assert [c for c in data["checks"] if c["name"] == "hardware_attestation"] == [hardware]


def test_depthkit_signed_without_anchor_is_valid_in_both(depthkit_signed):
    assert rs_read(depthkit_signed)[:2] == ("valid", {"signingCredential.untrusted"})
    state, failures, _, status = dk_verify(depthkit_signed)
    assert (state, failures, status) == ("valid", {"signingCredential.untrusted"}, 0)


def test_depthkit_resigned_keeps_ingredient(tmp_path, depthkit_signed, dev_keys):
    output = str(tmp_path / "resigned.jpg")
    status, _ = depthkit("c2pa", "sign", depthkit_signed, "-o", output, "--cert", dev_keys["chain"], "--key", dev_keys["key"])
    assert status == 0
    state, failures, manifest_json = rs_read(output, anchor_pem(dev_keys["anchor"]))
    assert (state, failures) == ("trusted", set()), manifest_json
    active = manifest_json["manifests"][manifest_json["active_manifest"]]
    assert [i["relationship"] for i in active["ingredients"]] == ["parentOf"]


@pytest.mark.parametrize("with_ingredient", [False, True])
@pytest.mark.parametrize("algorithm", ALGORITHMS)
def test_c2pa_rs_signed_validates_alike(tmp_path, algorithm, with_ingredient):
    chain, key, anchor = credentials(str(tmp_path), algorithm)
    output = str(tmp_path / "rs.jpg")
    if with_ingredient:
        parent = str(tmp_path / "parent.jpg")
        rs_sign(PHOTO, parent, algorithm, chain, key)
        rs_sign(parent, output, algorithm, chain, key, edit=True)
    else:
        rs_sign(PHOTO, output, algorithm, chain, key)
    for anchors in (None, anchor):
        expected = rs_read(output, anchor_pem(anchors) if anchors else None)
        got = dk_verify(output, anchors)
        assert got[:2] == expected[:2], (got[2], expected[2])


@pytest.mark.parametrize("kind", TAMPERING)
@pytest.mark.parametrize("producer", ["depthkit", "c2pa-rs"])
def test_tampering_fails_alike(tmp_path, dev_keys, depthkit_signed, producer, kind):
    if producer == "depthkit":
        source, anchor = depthkit_signed, dev_keys["anchor"]
    else:
        chain, key, anchor = credentials(str(tmp_path), "es256")
        source = str(tmp_path / "rs.jpg")
        rs_sign(PHOTO, source, "es256", chain, key)
    with open(source, "rb") as file:
        tampered = tamper(file.read(), kind)
    path = str(tmp_path / f"{kind}.jpg")
    with open(path, "wb") as file:
        file.write(tampered)
    expected = rs_read(path, anchor_pem(anchor))
    got = dk_verify(path, anchor)
    if expected[0] == "error":
        # c2pa-rs refuses the store outright; DepthKit must not call it valid.
        assert got[0] in ("invalid", "error"), got[2]
        assert got[3] == 65
    else:
        assert got[:2] == expected[:2], (got[2], expected[2])
        assert got[3] == 65


def test_no_manifest(tmp_path):
    state, failures, line, status = dk_verify(PHOTO)
    assert (state, failures, status) == ("no_manifest", set(), 1)
    assert rs_read(PHOTO)[0] == "error"


FIXTURES = os.path.join(REPO, "testdata", "c2pa")
TIME_STAMPED = os.path.join(FIXTURES, "good-depthkit-es256-timestamped.jpg")


@pytest.mark.parametrize("with_authority", [True, False])
def test_depthkit_time_stamp_reads_alike(tmp_path, with_authority):
    """DepthKit's sigTst2 token (its test authority): validated in both, trusted in both when the
    authority's CA is an anchor, untrusted (informational) in both when it is not."""
    anchors = anchor_pem(os.path.join(FIXTURES, "depthkit-test-anchor.pem"))
    if with_authority:
        anchors += anchor_pem(os.path.join(FIXTURES, "depthkit-test-tsa-anchor.pem"))
    path = tmp_path / "anchors.pem"
    path.write_text(anchors)
    expected = ({"timeStamp.validated", "timeStamp.trusted"}, set()) if with_authority else ({"timeStamp.validated"}, {"timeStamp.untrusted"})
    assert rs_time_stamp(TIME_STAMPED, anchors) == expected
    assert dk_time_stamp(TIME_STAMPED, str(path)) == expected
    assert rs_read(TIME_STAMPED, anchors)[:2] == dk_verify(TIME_STAMPED, str(path))[:2] == ("trusted", set())


@pytest.mark.parametrize("name", ["C.jpg", "CACA.jpg", "ocsp.jpg", "E-sig-CA.jpg"])
def test_c2pa_rs_fixture_alike(name):
    """c2pa-rs's own files: the same state and failures, and the same verdict on the token
    (validated or mismatch; whether its authority is trusted without anchors differs: c2pa-rs
    trusts some authorities by default)."""
    path = os.path.join(FIXTURES, "c2pa-rs", name)
    assert dk_verify(path)[:2] == rs_read(path)[:2]
    ignore = {"timeStamp.trusted", "timeStamp.untrusted"}
    assert [codes - ignore for codes in dk_time_stamp(path)] == [codes - ignore for codes in rs_time_stamp(path)]


@pytest.mark.parametrize("name", ["C_with_CAWG_data.jpg", "cloud.jpg"])
def test_c2pa_rs_fixture_unsupported(name):
    """A CAWG identity assertion or a remote manifest: DepthKit says unsupported (exit 1), never valid."""
    state, _, _, status = dk_verify(os.path.join(FIXTURES, "c2pa-rs", name))
    assert (state, status) == ("unsupported", 1)


def test_batch_sign_and_frame_are_trusted_by_c2pa_rs(tmp_path, dev_keys):
    credentials = ["--c2pa-cert", dev_keys["chain"], "--c2pa-key", dev_keys["key"]]
    status, _ = depthkit("batch", CAPTURE, "-o", str(tmp_path / "out"), "--task", "sign", "--quiet", *credentials)
    assert status == 0
    frame = os.path.join(REPO, "testdata", "frames", "bookshelf_320x240.ppm")
    status, _ = depthkit("frame", "--rgb", frame, "--depth", os.path.join(CAPTURE, "depth.gz"), "-o", str(tmp_path / "capture"), *credentials)
    assert status == 0
    for signed in (tmp_path / "out" / "good.c2pa.jpg", tmp_path / "capture" / "photo.c2pa.jpg"):
        assert rs_read(str(signed), anchor_pem(dev_keys["anchor"]))[:2] == ("trusted", set())


@pytest.mark.parametrize("algorithm", ["ps256", "ps384", "ps512"])
def test_rsa_pss_chain_trusted_alike(algorithm):
    """c2pa-rs's test chains (RSASSA-PSS keys and signatures up to its test roots): trusted in both."""
    path = os.path.join(FIXTURES, f"c2pa-rs-{algorithm}-pss-chain.jpg")
    roots = os.path.join(FIXTURES, "c2pa-rs", "test_cert_root_bundle.pem")
    assert rs_read(path, anchor_pem(roots))[:2] == dk_verify(path, roots)[:2] == ("trusted", set())
