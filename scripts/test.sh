#!/usr/bin/env bash
# Installs everything the tests need (Debian's chromium and postgresql included) and runs
# the whole suite: unit, API on SQLite and PostgreSQL, end-to-end in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
node -e 'const [a,b]=process.versions.node.split(".").map(Number); if (a<20||(a===20&&b<19)) { console.error("Node >= 20.19 is required, this is "+process.version); process.exit(1) }'
bash scripts/system-deps.sh test
bash scripts/npm-install.sh
exec npm test
