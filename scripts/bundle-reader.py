#!/usr/bin/env python3
# An independent reader of DepthKit sealed bundles, written from docs/BUNDLE_FORMAT.md alone with
# Python's 'cryptography' package (pip install cryptography), to check that the specification is
# complete and that DepthKit's bundles follow it. Not used by DepthKit itself.
#
#   scripts/bundle-reader.py BUNDLE KEYFILE      (KEYFILE: the 32 raw key bytes)
#
# Prints the header's fields, the derived keys (this is a checking tool: never run it on real
# keys where output is logged) and every file, and fails on any deviation from the format.
import sys, hashlib, hmac, struct
from cryptography.hazmat.primitives.kdf.hkdf import HKDF
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
data = open(sys.argv[1], 'rb').read(); key = open(sys.argv[2], 'rb').read()
assert data[:8] == bytes.fromhex('89444B420D0A1A0A')
ver, = struct.unpack('>H', data[8:10]); assert ver == 1 and data[10] == 16 and data[11] == 0
salt = data[12:44]; M, = struct.unpack('>I', data[44:48]); k = data[48]; keyid = data[49:49+k]
mac = data[49+k:81+k]
def hk(info): return HKDF(algorithm=hashes.SHA256(), length=32, salt=salt, info=info).derive(key)
mk = hk(b'DepthKit bundle v1 header MAC'); sk = hk(b'DepthKit bundle v1 stream key')
assert hmac.compare_digest(hmac.new(mk, data[:49+k], hashlib.sha256).digest(), mac)
print('key id', keyid, 'M', M, 'salt', salt.hex()); print('header MAC key', mk.hex()); print('stream key', sk.hex())
C = 65536; pos = 81 + k; idx = 0; g = AESGCM(sk)
def nchunks(n): return 1 if n == 0 else (n + C - 1) // C
def section(n, last_is_final):
    global pos, idx; out = b''; cnt = nchunks(n)
    for j in range(cnt):
        size = min(C, n - j*C); final = last_is_final and j == cnt - 1
        nonce = idx.to_bytes(11, 'big') + (b'\x01' if final else b'\x00')
        out += g.decrypt(nonce, data[pos:pos+size+16], mac); pos += size + 16; idx += 1
    return out
man = section(M, False)
n, = struct.unpack('>I', man[:4]); o = 4; ents = []
for _ in range(n):
    r = man[o]; role = man[o+1:o+1+r].decode(); o += 1 + r
    q, = struct.unpack('>H', man[o:o+2]); path = man[o+2:o+2+q].decode(); o += 2 + q
    size, = struct.unpack('>Q', man[o:o+8]); digest = man[o+8:o+40]; o += 40
    ents.append((role, path, size, digest))
assert o == len(man)
payload = section(sum(e[2] for e in ents), True)
assert pos == len(data), (pos, len(data))
o = 0
for role, path, size, digest in ents:
    assert hashlib.sha256(payload[o:o+size]).digest() == digest; o += size
    print(role, path, size, digest.hex())
print('OK', idx, 'chunks')
