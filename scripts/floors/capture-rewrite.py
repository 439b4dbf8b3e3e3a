#!/usr/bin/env python3
"""What rewriting a capture directory in place costs the kernel (issue 26, the real frame's wall time).

Writes a capture's five files as FrameCapture.write does (each to a temporary file, then renamed;
sizes of the real 1920x1440 frame's photo, depth, metadata, picture and capture.json), COUNT times,
three ways: renamed over the previous iteration's files ("replace"), the previous files removed
before the renames ("remove-first", what FrameCapture.write does), and into a new directory each
time ("fresh", what `depthkit frame -o NEW_DIR` does). Prints the median and p90 of each
iteration's wall time and of its thread CPU time. On ext4 (auto_da_alloc) a rename over an existing
file makes the kernel allocate the new file's blocks and start writing them back at once.

    python3 scripts/floors/capture-rewrite.py [PARENT] [COUNT]   (a temporary directory in PARENT,
    default $TMPDIR or /tmp, removed afterwards; COUNT default 200)
"""
import os
import shutil
import sys
import tempfile
import time

SIZES = {"photo.jpg": 341_820, "depth.gz": 50_173, "metadata.json": 300, "depth.png": 30_000}
REPORT = ("capture.json", 2_000)


def write_new(path, data):
    descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
    os.write(descriptor, data)
    os.close(descriptor)


def remove(path):
    try:
        os.unlink(path)
    except FileNotFoundError:
        pass


def iteration(directory, files, remove_first):
    staged = []
    for name, data in files.items():
        write_new(f"{directory}/.tmp-{name}", data)
        staged.append((f"{directory}/.tmp-{name}", f"{directory}/{name}"))
    remove(f"{directory}/{REPORT[0]}")
    if remove_first:
        for _, final in staged:
            remove(final)
    for temporary, final in staged:
        os.rename(temporary, final)
    write_new(f"{directory}/.tmp-report", b"x" * REPORT[1])
    os.rename(f"{directory}/.tmp-report", f"{directory}/{REPORT[0]}")


def run(root, mode, count, files):
    walls, cpus = [], []
    os.makedirs(f"{root}/{mode}")
    for index in range(count):
        directory = f"{root}/{mode}"
        if mode == "fresh":
            directory = f"{root}/{mode}/{index}"
            os.makedirs(directory)
        wall, cpu = time.perf_counter(), time.thread_time()
        iteration(directory, files, remove_first=mode == "remove-first")
        walls.append(time.perf_counter() - wall)
        cpus.append(time.thread_time() - cpu)
        time.sleep(0.005)
    walls.sort()
    cpus.sort()
    median, p90 = count // 2, int(count * 0.9)
    print(f"{mode:13s} wall median {1000 * walls[median]:.3f} p90 {1000 * walls[p90]:.3f} ms; "
          f"CPU median {1000 * cpus[median]:.3f} p90 {1000 * cpus[p90]:.3f} ms ({count} iterations)")


def main():
    parent = sys.argv[1] if len(sys.argv) > 1 else None
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 200
    root = tempfile.mkdtemp(prefix="depthkit-rewrite-", dir=parent)
    files = {name: os.urandom(size) for name, size in SIZES.items()}
    try:
        for mode in ("replace", "remove-first", "fresh"):
            run(root, mode, count, files)
    finally:
        shutil.rmtree(root)


if __name__ == "__main__":
    main()
