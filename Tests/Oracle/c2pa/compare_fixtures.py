"""Compares DepthKit's verdict with c2pa-rs's on every JPEG of a directory (e.g. a local copy of
c2pa-rs's sdk/tests/fixtures, which is not part of this repository); prints a Markdown table."""
import glob
import os
import sys

from oracle import dk_verify, rs_read

directory = sys.argv[1]
print("| file | c2pa-rs | DepthKit | c2pa-rs failures | DepthKit failures | agreement |")
print("|---|---|---|---|---|---|")
for path in sorted(glob.glob(os.path.join(directory, "*.jp*g")) + glob.glob(os.path.join(directory, "*.JPG"))):
    rs_state, rs_failures, _ = rs_read(path)[:3]
    dk_state, dk_failures, line, _ = dk_verify(path)
    if dk_state == "error":
        dk_failures = {line["error"]["kind"]}
    if rs_failures == {"_C2paManifestNotFound"}:
        rs_state, rs_failures = "no_manifest", set()
    if (rs_state, rs_failures) == (dk_state, dk_failures):
        agreement = "same"
    elif rs_state == "error" and dk_state in ("invalid", "unsupported"):
        agreement = "both refuse"
    else:
        agreement = "differs"
    print(f"| {os.path.basename(path)} | {rs_state} | {dk_state} | {', '.join(sorted(rs_failures))} | {', '.join(sorted(dk_failures))} | {agreement} |")
