"""Times c2pa-rs (through c2pa-python) on the photo DepthKit's C2PABenchmarks use: verify with the
anchor configured, sign ES256 without a thumbnail and with c2pa-rs's default one. Prints medians in ms."""
import io
import statistics
import sys
import tempfile
import time

import c2pa

from oracle import DIGITAL_CAPTURE, REPO, credentials, rs_sign

PHOTO = f"{REPO}/testdata/real/promptda_bookshelf_room.rgb.jpg"
RUNS = int(sys.argv[1]) if len(sys.argv) > 1 else 50


def median_ms(action):
    times = []
    for _ in range(RUNS):
        start = time.perf_counter()
        action()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times), min(times)


with tempfile.TemporaryDirectory() as directory:
    chain, key, anchor = credentials(directory, "es256")
    signed = f"{directory}/signed.jpg"
    rs_sign(PHOTO, signed, "es256", chain, key)
    photo = open(PHOTO, "rb").read()
    signed_bytes = open(signed, "rb").read()
    anchor_pem = open(anchor).read()
    reader_context = c2pa.Context(settings=c2pa.Settings.from_dict({"verify": {"verify_trust": True}, "trust": {"trust_anchors": anchor_pem}}))
    signer = c2pa.Signer.from_info(c2pa.C2paSignerInfo(b"es256", open(chain, "rb").read(), open(key, "rb").read(), None))
    manifest = {"claim_generator_info": [{"name": "bench", "version": "1"}],
                "assertions": [{"label": "c2pa.actions", "data": {"actions": [{"action": "c2pa.created", "digitalSourceType": DIGITAL_CAPTURE}]}}]}

    def verify():
        reader = c2pa.Reader("image/jpeg", io.BytesIO(signed_bytes), context=reader_context)
        assert reader.get_validation_state() == "Trusted"
        reader.close()

    def sign(thumbnail):
        context = c2pa.Context(settings=c2pa.Settings.from_dict({"builder": {"thumbnail": {"enabled": thumbnail}}}))
        def run():
            builder = c2pa.Builder(manifest, context=context)
            builder.sign(signer, "image/jpeg", io.BytesIO(photo), io.BytesIO())
            builder.close()
        return run

    for name, action in (("verify", verify), ("sign, no thumbnail", sign(False)), ("sign, default thumbnail", sign(True))):
        median, fastest = median_ms(action)
        print(f"c2pa-rs {c2pa.sdk_version()} (c2pa-python) {name}: median {median:.2f} ms, min {fastest:.2f} ms over {RUNS} runs")
