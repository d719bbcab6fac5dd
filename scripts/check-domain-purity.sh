#!/usr/bin/env bash
# The domain takes time and randomness as arguments (architecture.md, "The dependency rule").
# dependency-cruiser checks imports; this checks the globals it cannot see.
set -euo pipefail
cd "$(dirname "$0")/.."
if grep -rnE 'Date\.now\(|new Date\(\)|Math\.random\(|process\.|console\.|fetch\(' domain --include='*.ts' | grep -v '\.test\.ts:'; then
  echo "domain/ must not read the clock, randomness, the process, the console or the network (see above)." >&2
  exit 1
fi
echo "domain purity: ok"
