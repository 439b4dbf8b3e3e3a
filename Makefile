# DepthKit — quick start: `make demo` (runs depthkit on testdata/), `make test` (the test suite).
# Both install missing system libraries first (Debian/Ubuntu: apt-get; needs root or sudo).

SWIFT ?= swift
APT_PACKAGES := zlib1g-dev libdeflate-dev libpng-dev libjpeg-dev libturbojpeg0-dev libsqlite3-dev pkg-config
PKG_CONFIG_MODULES := zlib libdeflate libpng libturbojpeg sqlite3
DEMO_OUT := out/demo

.PHONY: deps build server release test demo bench clean fuzz-build fuzz fuzz-smoke

deps:
	@scripts/install-system-deps.sh $(APT_PACKAGES) -- $(PKG_CONFIG_MODULES)

# Every product (depthkit, depthkit-server, the development tools), debug.
build: deps
	$(SWIFT) build

# depthkit-server alone (what `depthkit serve` runs), debug.
server: deps
	$(SWIFT) build --product depthkit-server

# The two executables, optimized: .build/release/depthkit and .build/release/depthkit-server.
release: deps
	$(SWIFT) build -c release --product depthkit
	$(SWIFT) build -c release --product depthkit-server

# Three runs, each alone on the two cores: the library's CPU-bound suites (the verdict families render thousands
# of scenes); the service's tests, which time their requests (challenges expire, a store call must be answered
# while the inspection pool is busy); then the fault tests, which time the service's answers to store timeouts,
# recovery and drains (and stop PostgreSQL).
test: deps
	$(SWIFT) test --skip FaultTests --skip DepthKitServerTests
	$(SWIFT) test --filter DepthKitServerTests --skip FaultTests
	$(SWIFT) test --filter FaultTests

# The demo builds `depthkit` alone (not the server stack), in debug: the same build folder and settings as
# `make test`, which then compiles only the server and the tests. testdata/ is small, so the optimizer
# would cost minutes of compiling to save a second of running.
demo: deps
	$(SWIFT) build --product depthkit
	@scripts/demo.sh .build/debug/depthkit $(DEMO_OUT)

bench: deps
	cd Benchmarks && $(SWIFT) package --allow-writing-to-package-directory benchmark

# Fuzzing (libFuzzer + AddressSanitizer, its own package under Fuzz/): `make fuzz TARGET=CBOR SECONDS=600`,
# `make fuzz-smoke` (every target 4 s over the committed corpus, as CI runs it).
# swiftc keeps only the last `-sanitize=` it is given: without the combined `-Xswiftc -sanitize=fuzzer,address`
# (given last) the Swift code gets one sanitizer only, and libFuzzer mutates blind or ASan sees nothing.
# SwiftPM gets ONE sanitizer (`--sanitize=fuzzer`: it links libFuzzer's main and instruments C targets for
# coverage); the C targets' AddressSanitizer comes from `-Xcc`. With two `--sanitize` flags SwiftPM writes
# them in the order of a Swift Set, which changes from one process to the next: whenever the build plan is
# made anew (any change in the environment, e.g. `make fuzz TARGET=X` exports TARGET), every compile
# command could come out different and the whole sanitized tree (BoringSSL, NIO, …) was rebuilt on about
# half of the calls with a new TARGET.
FUZZ_BUILD_FLAGS := -c release --sanitize=fuzzer -Xcc -fsanitize=address -Xswiftc -sanitize=fuzzer,address
TARGET ?= DepthDecoder
SECONDS ?= 60
# Command-line variables reach the recipes' environment; keep the fuzz target's name and time out of the
# build's (a changed environment makes SwiftPM load the manifests and plan the build again).
unexport TARGET SECONDS

fuzz-build: deps
	cd Fuzz && $(SWIFT) build $(FUZZ_BUILD_FLAGS)

fuzz: fuzz-build
	nice scripts/fuzz.sh run $(TARGET) $(SECONDS)

fuzz-smoke: fuzz-build
	scripts/fuzz.sh smoke 4

clean:
	rm -rf .build Benchmarks/.build Fuzz/.build out
