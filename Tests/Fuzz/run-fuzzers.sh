#!/usr/bin/env bash
# Builds the Panels libraries with libFuzzer + AddressSanitizer, links one small
# driver per reader (a SwiftPM executable target fails to link under libFuzzer), and
# runs each for FUZZ_SECONDS (inputs up to 1 MB) on a copy of its seed corpus (the test fixtures are
# never written). Crashes, hangs and over-large allocations stop the run; the
# offending input is saved under .build-fuzz/artifacts/<driver>/.
#
# Usage: Tests/Fuzz/run-fuzzers.sh [driver …]   (default: every driver)
set -euo pipefail
cd "$(dirname "$0")/../.."
seconds="${FUZZ_SECONDS:-60}"
scratch=.build-fuzz

# driver name → "folders|file pattern" of seed inputs (relative to the repository)
declare -A seeds=(
  [ReservationsFuzz]="Tests/PanelsSamplesTests/Fixtures/Reservations Assets/Samples/UpcomingWidget|*.json"
  [StringsFuzz]="Tests/PanelsAssetFilesTests/Fixtures Assets/Samples/UpcomingWidget|*.strings"
  [StringsDictFuzz]="Tests/PanelsAssetFilesTests/Fixtures Assets/Samples/UpcomingWidget|*.stringsdict"
  [XCStringsFuzz]="Tests/PanelsAssetFilesTests/Fixtures|*.xcstrings"
  [ColorSetFuzz]="Tests/PanelsAssetFilesTests/Fixtures Assets/Samples/UpcomingWidget|Contents.json"
  [PictureHeaderFuzz]="Assets/Samples|*.png"
  [FormatStringFuzz]="Tests/PanelsAssetFilesTests/Fixtures Assets/Samples/UpcomingWidget|*.strings*"
  [InputScriptFuzz]="Tests/Fuzz/Seeds|*.script"
  [GeometryFuzz]="Tests/Fuzz/Seeds|*.geometry"
  [EntryEditFuzz]="Tests/Fuzz/Seeds|*.edits"
)
# Sources compiled into a driver itself (the parser's target links SDL, which the
# fuzz build leaves out; the parser needs only Panels).
declare -A extra_sources=(
  [InputScriptFuzz]="Sources/PanelsDemoSupport/InputScript.swift"
)
drivers=("$@")
if [ ${#drivers[@]} -eq 0 ]; then drivers=("${!seeds[@]}"); fi

swift build --scratch-path "$scratch" -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library \
  --target PanelsSamples 2>&1 | grep -v "prohibited flag" || true
# PanelsSamples and everything it links (no SDL): the core and its ICU shim (plural
# rules), the asset-file readers, the components, the fonts' and samples' resource finders.
objects=()
for target in CPanelsICU Panels PanelsAssetFiles PanelsComponents PanelsFonts PanelsSampleAssets PanelsSamples; do
  objects+=("$scratch"/debug/$target.build/*.o)
done
# The drivers use the core's `package` declarations (the entry editor, picture headers,
# format strings), so they are compiled as members of our package: the same
# -package-name SwiftPM gave the Panels module (it follows the checkout's folder name).
package_name=$(python3 - "$scratch/debug/description.json" <<'PY'
import re, sys
text = open(sys.argv[1]).read()
found = re.search(r'"-module-name",\s*"Panels",(?:(?!"-module-name").)*?"-package-name",\s*"([^"]+)"', text, re.S)
print(found.group(1) if found else "")
PY
)
if [ -z "$package_name" ]; then
  echo "!! the Panels module's -package-name was not found in $scratch/debug/description.json"
  exit 1
fi
# C targets the Swift modules import, and the system libraries they link.
c_modules=(-Xcc -fmodule-map-file="$scratch/debug/CPanelsICU.build/module.modulemap" -Xcc -ISources/CPanelsICU/include)
system_libraries=(-licui18n -licuuc)

status=0
for driver in "${drivers[@]}"; do
  seed="${seeds[$driver]:?unknown driver $driver}"
  binary="$scratch/fuzz/$driver"
  mkdir -p "$scratch/fuzz" "$scratch/artifacts/$driver" "$scratch/corpus/$driver"
  # shellcheck disable=SC2086
  rm -f "$binary"
  swiftc -sanitize=fuzzer,address -parse-as-library -swift-version 6 -package-name "$package_name" \
    "Tests/Fuzz/$driver.swift" ${extra_sources[$driver]:-} -I "$scratch/debug/Modules" "${c_modules[@]}" \
    "${objects[@]}" "${system_libraries[@]}" -o "$binary" 2>&1 \
    | grep -v "Cannot export local symbol" || true
  if [ ! -x "$binary" ]; then
    echo "!! $driver did not build (the compiler's messages are above)"
    status=1
    continue
  fi
  folders="${seed%%|*}"; pattern="${seed##*|}"
  for folder in $folders; do
    if [ ! -d "$folder" ]; then
      echo "!! $driver: its seed folder $folder does not exist (moved? update the seeds table in $0)"
      status=1
      continue 2
    fi
  done
  # shellcheck disable=SC2086
  find $folders -type f -name "$pattern" | while read -r file; do
    cp -n "$file" "$scratch/corpus/$driver/$(printf '%s' "$file" | md5sum | cut -c1-16)" 2>/dev/null || true
  done
  echo "== $driver: ${seconds}s on $(ls "$scratch/corpus/$driver" | wc -l) seed inputs"
  # The Swift runtime's own backtracer is off: under ASan it reads its own stack and is
  # reported instead of the crash; libFuzzer's trace names the Swift frames.
  if ! SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0 "$binary" -max_total_time="$seconds" -max_len=1048576 -timeout=10 \
      -rss_limit_mb=2048 -artifact_prefix="$scratch/artifacts/$driver/" "$scratch/corpus/$driver" \
      > "$scratch/artifacts/$driver/log.txt" 2>&1; then
    echo "!! $driver found a problem: see $scratch/artifacts/$driver/ (log.txt and the saved input)"
    # The message and the stack (the log's tail is libFuzzer's dictionary, not the crash).
    grep -E "Fatal error|ERROR|SUMMARY|^ +#[0-9]+ 0x|Test unit written" "$scratch/artifacts/$driver/log.txt" \
      | cut -c1-300 | head -40 || true
    status=1
  else
    grep -E "^Done [0-9]+ runs" "$scratch/artifacts/$driver/log.txt" || true
  fi
done
exit $status
