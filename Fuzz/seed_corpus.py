#!/usr/bin/env python3
"""Writes the committed seed corpora under Fuzz/Corpus/<Target>/ from testdata/ and a few tiny
synthetic files (PNG, MP4 boxes, hash chains, gzip members) built here with the standard library.
Run from anywhere: python3 Fuzz/seed_corpus.py. Seeds are small on purpose (at most 8 KiB each: an attestation object with its certificates is about 5 KiB)."""
import base64, gzip, json, os, pathlib, struct, zlib, shutil

ROOT = pathlib.Path(__file__).resolve().parent.parent
TESTDATA = ROOT / "testdata"
CORPUS = ROOT / "Fuzz" / "Corpus"
MAX_SEED = 8192


def write(target, name, data):
    folder = CORPUS / target
    folder.mkdir(parents=True, exist_ok=True)
    if len(data) <= MAX_SEED:
        (folder / name).write_bytes(data)


def copy(target, relative):
    path = TESTDATA / relative
    write(target, path.name, path.read_bytes())


def floats(values):
    return struct.pack("<%df" % len(values), *values)


def png(width, height, bit_depth, colour_type, rows, extra=b""):
    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))
    header = struct.pack(">IIBBBBB", width, height, bit_depth, colour_type, 0, 0, 0)
    raw = b"".join(b"\x00" + row for row in rows)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + extra + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b"")


def box(kind, body):
    return struct.pack(">I", 8 + len(body)) + kind + body


def movie(samples, version1=False):
    times = (b"\x01\0\0\0" + bytes(16) + struct.pack(">IQ", 600, 600)) if version1 else (b"\0" * 12 + struct.pack(">II", 600, 600))
    stsz = box(b"stsz", bytes(4) + struct.pack(">II", 0, samples) + struct.pack(">I", 1000) * samples)
    hdlr = box(b"hdlr", bytes(8) + b"vide" + bytes(13))
    mdia = box(b"mdia", box(b"mdhd", times + b"\x55\xc4\0\0") + hdlr + box(b"minf", box(b"stbl", stsz)))
    moov = box(b"moov", box(b"mvhd", times + bytes(80)) + box(b"trak", mdia))
    return box(b"ftyp", b"qt  \0\0\0\0qt  ") + moov + box(b"mdat", b"")


def app11_store(jpeg):
    """The C2PA manifest store of a JPEG whose store fits one APP11 segment: the segment's bytes after
    CI, En and Z (the superbox, its header included)."""
    offset = 2
    while jpeg[offset + 1] != 0xEB:
        offset += 2 + struct.unpack(">H", jpeg[offset + 2:offset + 4])[0]
    length = struct.unpack(">H", jpeg[offset + 2:offset + 4])[0]
    return jpeg[offset + 12:offset + 2 + length]


def time_stamp_tokens(jpeg):
    """The time-stamp tokens of a JPEG's manifests: each `val` byte string (CBOR head 0x59 or 0x5a)
    after a `tstTokens` key, as `sigTst`/`sigTst2` store them."""
    tokens, offset = [], 0
    while (offset := jpeg.find(b"tstTokens", offset)) >= 0:
        offset = jpeg.find(b"cval", offset) + 4
        size = 2 if jpeg[offset] == 0x59 else 4
        length = int.from_bytes(jpeg[offset + 1:offset + 1 + size], "big")
        tokens.append(jpeg[offset + 1 + size:offset + 1 + size + length])
    return tokens


def hash_chain(frames, checkpoints):
    hashes = [base64.b64encode(bytes([i]) * 32).decode() for i in range(frames)]
    marks = [{"frame_number": 150 * (i + 1), "hash": hashes[-1], "index": i, "timestamp": 5.0 * (i + 1)} for i in range(checkpoints)]
    document = {"checkpoint_count": checkpoints, "checkpoints": marks, "final_hash": hashes[-1] if hashes else "",
                "frame_count": frames, "frame_hashes": hashes}
    return json.dumps(document, indent=2, sort_keys=True).encode() + b"\n"


def main():
    shutil.rmtree(CORPUS, ignore_errors=True)
    small_grid = floats([0.25 * (i % 16 + 1) for i in range(16 * 12)])
    depth_files = ["containers/tiny_4x4.depth.deflate", "containers/tiny_4x4.depth.zlib", "containers/tiny_4x4.depth.raw",
                   "containers/constant_2m.depth.deflate", "containers/constant_2m.depth.zlib",
                   "reference/corpus/constant_2m.depth.gz", "reference/corpus/bad_length.depth.gz",
                   "reference/corpus/empty_payload.depth.gz", "reference/corpus/flat_0p4m.depth.gz",
                   "captures/good/depth.gz"]
    for target in ["DepthDecoder", "InflateDifferential"]:
        for relative in depth_files:
            copy(target, relative)
        write(target, "grid_16x12.gz", gzip.compress(small_grid, mtime=0))
        write(target, "grid_16x12.zlib", zlib.compress(small_grid))
        write(target, "grid_16x12.deflate", zlib.compress(small_grid)[2:-4])
        write(target, "two_members.gz", gzip.compress(small_grid[:400], mtime=0) + gzip.compress(small_grid[400:], mtime=0))
        write(target, "stored.zlib", zlib.compress(small_grid, 0))
    write("DepthDecoder", "grid_16x12.raw", small_grid)
    levels = bytes(i % 3 for i in range(16 * 12))
    copy("ConfidenceMap", "verdict/partial_screen.confidence.gz")
    write("ConfidenceMap", "levels_16x12.raw", levels)
    write("ConfidenceMap", "levels_16x12.gz", gzip.compress(levels, mtime=0))
    write("ConfidenceMap", "levels_16x12.png", png(16, 12, 8, 0, [levels[r * 16:(r + 1) * 16] for r in range(12)]))
    for name in ["tiny_4x4_20kf", "zero_frames", "short_header", "index_truncated", "zero_width_11kf", "uniform_2m_32x24_sr1"]:
        copy("DepthKeyframes", f"reference/video-corpus/{name}.rldp.gz")
    write("DepthKeyframes", "grid_16x12_x3.raw", small_grid * 3)
    copy("DepthFile", "conversion/tiny_3x2.npy")
    copy("DepthFile", "conversion/tiny_3x2_fortran.npy")
    write("DepthFile", "mm_4x3.png", png(4, 3, 16, 0, [struct.pack(">4H", *(1000 * (r + 1) + c for c in range(4))) for r in range(3)]))
    for relative in ["captures/good/photo.jpg", "captures/portrait_photo/photo.jpg", "captures/not_a_jpeg/photo.jpg"]:
        write("JPEG", relative.split("/")[1] + ".jpg", (TESTDATA / relative).read_bytes())
    for relative in ["captures/good/photo.jpg", "captures/portrait_photo/photo.jpg", "jpeg/s420-restart2.jpg", "jpeg/s422.jpg",
                     "jpeg/s444.jpg", "jpeg/grey.jpg", "jpeg/progressive.jpg"]:
        write("JPEGEntropyDifferential", relative.replace("/", "_"), (TESTDATA / relative).read_bytes())
    write("PNG", "gray8_16x12.png", png(16, 12, 8, 0, [levels[r * 16:(r + 1) * 16] for r in range(12)]))
    write("PNG", "gray16_4x3.png", png(4, 3, 16, 0, [struct.pack(">4H", *(1000 * (r + 1) + c for c in range(4))) for r in range(3)]))
    write("PNG", "rgb_2x2.png", png(2, 2, 8, 2, [bytes([255, 0, 0, 0, 255, 0]), bytes([0, 0, 255, 9, 9, 9])]))
    write("PNG", "palette_2x1.png", png(2, 1, 8, 3, [bytes([0, 1])], extra=box_free_plte()))
    write("PNG", "gray16_gamma.png", png(1, 1, 16, 0, [b"\x01\x00"], extra=png_chunk(b"gAMA", struct.pack(">I", 45455))))
    for relative in ["captures/good/metadata.json", "captures/portrait_photo/metadata.json", "frames/metadata-in.json"]:
        write("Metadata", relative.replace("/", "_"), (TESTDATA / relative).read_bytes())
    for vector in sorted((TESTDATA / "appattest").glob("*.json")):
        document = json.loads(vector.read_text())
        for field, target in [("attestation_object", "Attestation"), ("assertion", "Assertion")]:
            if field in document:
                data = base64.b64decode(document[field])
                write(target, vector.stem + ".cbor", data)
                write("CBOR", vector.stem + ".cbor", data)
    write("CBOR", "nested.cbor", bytes([0x82, 0xa1, 0x61, 0x61, 0x18, 0x2a, 0xc1, 0x1a, 0x00, 0x01, 0x00, 0x00]))
    write("CBOR", "scalars.cbor", bytes([0x86, 0xf4, 0xf5, 0xf6, 0xf7, 0x38, 0x63, 0x42, 0x01, 0x02]))
    for name in ["good-depthkit-es256.jpg", "good-c2pa-rs-es256.jpg", "good-depthkit-es256-timestamped.jpg"]:
        signed = (TESTDATA / "c2pa" / name).read_bytes()
        write("JPEGSegments", name, signed)
        write("C2PAManifestStore", name.replace(".jpg", ".jumbf"), app11_store(signed))
    # DepthKit's test authority (sigTst2), DigiCert's TimeStampResp (sigTst) and TimeStampToken (sigTst2).
    for name, source, index in [("depthkit-test-authority-v2.der", "good-depthkit-es256-timestamped.jpg", 0),
                                ("digicert-v1-response.der", "c2pa-rs/C.jpg", 0), ("digicert-v2-token.der", "c2pa-rs/CACA.jpg", -1)]:
        write("C2PATimeStamp", name, time_stamp_tokens((TESTDATA / "c2pa" / source).read_bytes())[index])
    write("HashChain", "three_frames.json", hash_chain(3, 0))
    write("HashChain", "one_checkpoint.json", hash_chain(4, 1))
    write("Movie", "minimal.mov", movie(3))
    write("Movie", "minimal_v1.mov", movie(2, version1=True))
    for name, chunk, parts, closed in MULTIPART_SEEDS:
        write("Multipart", name, bytes([chunk - 1]) + multipart(parts, closed))


# MultipartFuzzTarget: one byte of chunk size (minus one), then a body with boundary "fuzz-boundary";
# parts are (name, extra header lines, bytes) under the target's caps (photo 2048, depth_map 1024,
# metadata 512, confidence 256; 4 parts, 8192 bytes in all).
MULTIPART_SEEDS = [
    ("capture_one_chunk.bin", 256, [("photo", ["Content-Type: image/jpeg"], b"\xff\xd8\xff\xe0" + bytes(60) + b"\xff\xd9"),
                                   ("depth_map", ["Content-Type: application/octet-stream"], gzip.compress(bytes(64), mtime=0)),
                                   ("metadata", ["Content-Type: application/json"], b'{"depth_width":4,"depth_height":4}')], True),
    ("capture_chunks_of_7.bin", 7, [("photo", [], b"\xff\xd8" + bytes(30)), ("metadata", ['Content-Length: 2'], b"{}"),
                                    ("confidence", [], bytes(16))], True),
    ("unclosed.bin", 1, [("photo", [], b"abc")], False),
    ("declared_too_long.bin", 32, [("metadata", ["Content-Length: 999999"], b"{}")], True),
    ("unknown_part.bin", 64, [("video", [], b"x")], True),
]


def multipart(parts, closed):
    body = b""
    for name, headers, data in parts:
        body += b'--fuzz-boundary\r\nContent-Disposition: form-data; name="' + name.encode() + b'"\r\n'
        body += b"".join(h.encode() + b"\r\n" for h in headers) + b"\r\n" + data + b"\r\n"
    return body + (b"--fuzz-boundary--\r\n" if closed else b"")


def png_chunk(kind, body):
    return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))


def box_free_plte():
    return png_chunk(b"PLTE", bytes([0, 0, 0, 255, 255, 255]))


if __name__ == "__main__":
    main()
