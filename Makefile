# DepthKit — quick start: `make demo` (runs depthkit on testdata/), `make test` (the test suite).
# Both install missing system libraries first (Debian/Ubuntu: apt-get; needs root or sudo).

SWIFT ?= swift
APT_PACKAGES := zlib1g-dev libdeflate-dev libpng-dev libjpeg-dev libturbojpeg0-dev libsqlite3-dev pkg-config
PKG_CONFIG_MODULES := zlib libdeflate libpng libturbojpeg sqlite3
DEPTHKIT := .build/release/depthkit
DEMO_OUT := out/demo

.PHONY: deps build release test demo bench clean fuzz-build fuzz fuzz-smoke

deps:
	@scripts/install-system-deps.sh $(APT_PACKAGES) -- $(PKG_CONFIG_MODULES)

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release --product depthkit

test: deps
	$(SWIFT) test

demo: release
	@scripts/demo.sh $(DEPTHKIT) $(DEMO_OUT)

bench: deps
	cd Benchmarks && $(SWIFT) package --allow-writing-to-package-directory benchmark

# Fuzzing (libFuzzer + AddressSanitizer, its own package under Fuzz/): `make fuzz TARGET=CBOR SECONDS=600`,
# `make fuzz-smoke` (every target 4 s over the committed corpus, as CI runs it).
# swiftc keeps only the last `-sanitize=` it is given, and SwiftPM's --sanitize passes one flag per
# sanitizer: without the combined `-Xswiftc -sanitize=fuzzer,address` (given last) the Swift code gets
# AddressSanitizer but no coverage instrumentation, and libFuzzer mutates blind. --sanitize still
# instruments the C targets (BoringSSL) and links the runtimes.
FUZZ_BUILD_FLAGS := -c release --sanitize=fuzzer --sanitize=address -Xswiftc -sanitize=fuzzer,address
TARGET ?= DepthDecoder
SECONDS ?= 60

fuzz-build: deps
	cd Fuzz && $(SWIFT) build $(FUZZ_BUILD_FLAGS)

fuzz: fuzz-build
	nice scripts/fuzz.sh run $(TARGET) $(SECONDS)

fuzz-smoke: fuzz-build
	scripts/fuzz.sh smoke 4

clean:
	rm -rf .build Benchmarks/.build Fuzz/.build out
