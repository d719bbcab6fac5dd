#!/usr/bin/env bash
# The dependency rule (architecture.md), over whichever layer folders exist yet.
set -euo pipefail
cd "$(dirname "$0")/.."
dirs=()
for d in domain application adapters tests bench scripts; do
  [ -d "$d" ] && dirs+=("$d")
done
npx depcruise --config .dependency-cruiser.cjs --exclude '(node_modules|dist|scripts/fixtures)' "${dirs[@]}"
# Issue 29: no cycles between the folders of application/ (its production modules only: see the config).
npx depcruise --config .dependency-cruiser.areas.cjs application
bash scripts/check-domain-purity.sh
npx tsx scripts/check-use-case-imports.ts
