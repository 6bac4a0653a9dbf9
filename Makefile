# Panels — the two set-up commands are `make demo` and `make test` (see README.md).
# Both install the Debian packages they need when missing (apt-get; sudo when not root).

SHELL := /bin/bash
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

# Build and run: SDL2 and its ttf/image libraries, libunibreak, FriBidi (found by the
# module maps in Sources/C*, no pkg-config).
RUNTIME_PACKAGES := libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev libunibreak-dev libfribidi-dev libharfbuzz-dev
# Tests also need a virtual display for the window tests, and Python for the check
# that the README's and the DocC articles' examples are in sync with their test target.
TEST_PACKAGES := xvfb xauth unicode-data python3
# xclip: another program that owns the clipboard, for the paste tests.
TEST_PACKAGES += xclip
# The AT-SPI end-to-end test: a session bus (dbus-run-session), the accessibility bus
# and registry (at-spi2-core), and pyatspi to read the Gallery as a screen reader does.
TEST_PACKAGES += dbus dbus-session-bus-common at-spi2-core python3-pyatspi

SWIFT_BUILD_FLAGS ?=
# A virtual X display for the window tests.
XVFB := xvfb-run -a -s "-screen 0 1280x1024x24"

# zlib for the fast PNG encoder in PanelsSDL (libsdl2-image-dev pulls it in too).
RUNTIME_PACKAGES += zlib1g-dev
# Xlib for the clipboard's large texts (Sources/CPanelsSelection; libsdl2-dev pulls it in too).
RUNTIME_PACKAGES += libx11-dev
# ICU for CLDR's plural rules in the core (Sources/CPanelsICU); fontconfig for the
# system fonts desktop demos may opt into.
RUNTIME_PACKAGES += libicu-dev libfontconfig-dev
# FreeType for colour emoji (Sources/CFreeType; its include folder via pkg-config).
RUNTIME_PACKAGES += libfreetype-dev pkg-config
# ATK and atk-bridge for the AT-SPI export to screen readers (Sources/CPanelsATK; GLib
# and GIO come with them).
RUNTIME_PACKAGES += libatk1.0-dev libatk-bridge2.0-dev

.PHONY: hostile idle-cpu demo test deps test-deps build clean bench bench-clay fuzz check check-address check-thread format format-check examples examples-check consumer docs

# On Debian and Ubuntu: installs the packages that are missing. Elsewhere (no dpkg or
# apt-get): says which Debian packages are needed, so they can be installed with the
# system's own package manager, and goes on (the build names what is still missing).
define install_missing
	@if ! command -v dpkg >/dev/null 2>&1 || ! command -v apt-get >/dev/null 2>&1; then \
	  echo "No apt-get here: install the equivalents of these Debian packages with your package manager:"; \
	  echo "  $(1)"; \
	  echo "(macOS with Homebrew: brew install sdl2 sdl2_ttf sdl2_image libunibreak fribidi harfbuzz pkg-config)"; \
	else \
	  missing=""; \
	  for p in $(1); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	  if [ -n "$$missing" ]; then \
	    echo "Installing Debian packages:$$missing"; \
	    $(SUDO) apt-get update -qq && \
	    DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq --no-install-recommends $$missing >/dev/null; \
	  fi; \
	fi
endef

deps:
	$(call install_missing,$(RUNTIME_PACKAGES))

test-deps: deps
	$(call install_missing,$(TEST_PACKAGES))

build: deps
	swift build $(SWIFT_BUILD_FLAGS)

## Build and open the Gallery (renders gallery.png instead when there is no display).
demo: deps
	swift build $(SWIFT_BUILD_FLAGS) --product Gallery
	"$$(swift build $(SWIFT_BUILD_FLAGS) --show-bin-path)/Gallery"

## Build and run every test, window tests under a virtual X display. The README's and
## the DocC articles' swift blocks are the ReadmeExamples test target: checked in sync
## first, then compiled with the rest.
test: test-deps examples-check
	swift build $(SWIFT_BUILD_FLAGS) --build-tests
	$(XVFB) swift test $(SWIFT_BUILD_FLAGS)

## The test suite under AddressSanitizer (+ LeakSanitizer) and ThreadSanitizer, each in
## its own build folder. Suppressions name only system libraries' and Foundation's own
## leaks and races (Tests/Sanitizers); anything in Panels fails the run. Property tests
## run a tenth of their generated cases there, at most 500 each (PANELS_PROPERTY_SCALE,
## PANELS_PROPERTY_CASES; thousands in `make test`), and the
## many-snapshots suite 100 cards (PANELS_SNAPSHOT_COUNT; 1,000 in `make test`).
## PANELS_SANITIZER=1 skips the cases that run children under a memory limit (RLIMIT_AS
## breaks the sanitizers' shadow memory); they run in `make test`.
## Both build optimized (release, testable): the same suite under AddressSanitizer ran
## in 262 s optimized against about 1,080 s unoptimized, because the end-to-end tests
## render whole gallery sheets in instrumented child processes. Debug-only checks
## (`assert`) are covered by the plain `make test`.
SANITIZER_BUILD := -c release -Xswiftc -enable-testing
check: check-address check-thread

check-address: test-deps
	swift build $(SANITIZER_BUILD) --build-tests --sanitize=address --scratch-path .build-asan
	PANELS_SANITIZER=1 PANELS_PROPERTY_SCALE=0.1 PANELS_PROPERTY_CASES=500 PANELS_SNAPSHOT_COUNT=100 ASAN_OPTIONS=detect_leaks=1 LSAN_OPTIONS=suppressions=$(CURDIR)/Tests/Sanitizers/lsan.supp \
	  $(XVFB) swift test $(SANITIZER_BUILD) --skip-build --sanitize=address --scratch-path .build-asan

# The deep-nesting suite (10,000–30,000 levels on a 1 GiB stack) is left to the plain
# and address runs: ThreadSanitizer's larger frames overflow that stack, and it
# checks recursion depth, not threads.
check-thread: test-deps
	swift build $(SANITIZER_BUILD) --build-tests --sanitize=thread --scratch-path .build-tsan
	PANELS_SANITIZER=1 PANELS_PROPERTY_SCALE=0.1 PANELS_PROPERTY_CASES=500 PANELS_SNAPSHOT_COUNT=100 TSAN_OPTIONS="suppressions=$(CURDIR)/Tests/Sanitizers/tsan.supp halt_on_error=1" \
	  $(XVFB) swift test $(SANITIZER_BUILD) --skip-build --sanitize=thread --scratch-path .build-tsan --skip DeepNesting

## Regenerate Tests/ReadmeExamples/Generated from the README and the DocC articles.
examples:
	python3 Tests/ReadmeExamples/generate.py

## Fail when Tests/ReadmeExamples/Generated is out of date (or a manifest block is broken).
examples-check: test-deps
	python3 Tests/ReadmeExamples/generate.py --check

## The package a user writes (Tests/Fixtures/Consumer: every library product, by path):
## build it and its tests in its own build folder, fail on any warning, run its tests,
## and render a sheet with its own preview tool. CI runs it once, on its own.
CONSUMER := Tests/Fixtures/Consumer
consumer: deps
	@set -o pipefail; cd $(CONSUMER) && mkdir -p .build && \
	  swift build --build-tests 2>&1 | tee .build/build.log; \
	  if grep -q "warning:" .build/build.log; then \
	    echo "make consumer: the build printed warnings:"; grep "warning:" .build/build.log | sort -u; exit 1; fi
	cd $(CONSUMER) && swift test
	cd $(CONSUMER) && swift run StreakPreview streak-badge --locales en,ar --sizes small --audit --strict -o .build/streak-sheet.png

## The DocC documentation of every library product (swift-docc-plugin), in the same
## build folder as the tests; fails on any warning (unresolved links included).
DOC_TARGETS := Panels PanelsAssetFiles PanelsComponents PanelsRaster PanelsSDL PanelsSnapshotTesting PanelsPreview PanelsSamples
docs: deps
	@set -o pipefail; mkdir -p .build && \
	  swift package generate-documentation $(addprefix --target ,$(DOC_TARGETS)) 2>&1 | tee .build/docs.log; \
	  if grep -q "warning:" .build/docs.log; then \
	    echo "make docs: the documentation build printed warnings:"; grep "warning:" .build/docs.log | sort -u; exit 1; fi

clean:
	rm -rf .build .build-asan .build-tsan

## Benchmarks (release build): `make bench` or `make bench GROUP=layout`.
## Without a display the run gets a virtual one (start.gallery opens a window).
# The idle cost of two Gallery windows in one loop over 30 s (at most 1 % of one
# core; the suite measures 5 s). Prints the measured percentage.
idle-cpu: test-deps
	swift build --build-tests
	PANELS_IDLE_CPU_SECONDS=30 xvfb-run -a -s "-screen 0 1280x1024x24" swift test --skip-build --filter IdleCPUTests 2>&1 | grep -E "Idle CPU|✘|✔ Test run"

bench: test-deps
	swift build -c release --product panels-bench
	swift build -c release --product Gallery
	if [ -n "$$DISPLAY$$WAYLAND_DISPLAY" ]; then \
	  "$$(swift build -c release --show-bin-path)/panels-bench" $(GROUP); \
	else \
	  $(XVFB) "$$(swift build -c release --show-bin-path)/panels-bench" $(GROUP); \
	fi

## Side by side with Clay: `make bench-clay CLAY=/path/to/clay` (a folder holding Clay's
## clay.h, e.g. a clone of github.com/nicbarker/clay in /tmp/clay). Builds
## Sources/PanelsBench/Peers/clay_peer.c against it (-O2; CC picks the compiler) and runs
## `panels-bench clay`: the feed and the grids by Panels and by Clay in turn, with ratios.
bench-clay: test-deps
	@if [ -z "$(CLAY)" ]; then echo "usage: make bench-clay CLAY=/path/to/clay (the folder of clay.h)"; exit 1; fi
	Sources/PanelsBench/Peers/build-clay-peer.sh "$(CLAY)" .build/clay-peer
	swift build -c release --product panels-bench
	if [ -n "$$DISPLAY$$WAYLAND_DISPLAY" ]; then \
	  "$$(swift build -c release --show-bin-path)/panels-bench" clay --clay-peer .build/clay-peer/libpanels-clay-peer.so; \
	else \
	  $(XVFB) "$$(swift build -c release --show-bin-path)/panels-bench" clay --clay-peer .build/clay-peer/libpanels-clay-peer.so; \
	fi

## The hostile-input sweep: `panels`, the Gallery and UpcomingWidget on 269 bad inputs,
## one line per input with its outcome (.build/hostile-report.txt); fails on a crash, a
## hang, a failure that says nothing or any outcome other than the expected one. About a
## minute after the build (a full-disk case mounts a 64 KB tmpfs as root): not part of `make test`.
hostile: test-deps
	swift build --product panels
	swift build --product Gallery
	swift build --product UpcomingWidget
	$(XVFB) python3 Tests/Hostile/sweep.py --bin "$$(swift build --show-bin-path)" --report .build/hostile-report.txt

## Fuzz the file readers with libFuzzer + ASan: `make fuzz` (FUZZ_SECONDS=60 per reader).
fuzz: deps
	Tests/Fuzz/run-fuzzers.sh

## Formatting with swift-format (ships with the Swift toolchain), configured in
## .swift-format (4-space indent, 120 columns): `make format` rewrites the sources in
## place; `make format-check` (run by CI) fails when a file is not formatted.
## Tests/ReadmeExamples/Generated is left as generate.py writes it (`make examples`).
FORMAT_FILES = Package.swift $$(find Sources Tests Demos Assets -name '*.swift' -not -path 'Tests/ReadmeExamples/Generated/*' -not -path '*/.build/*')

format:
	swift format format --in-place --parallel $(FORMAT_FILES)

format-check:
	swift format lint --strict --parallel $(FORMAT_FILES)
