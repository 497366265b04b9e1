#!/usr/bin/env bash
# Installs what the app needs and starts it on http://localhost:3000 (embedded profile:
# SQLite and files under ./data). Settings: environment variables, see .env.example.
set -euo pipefail
cd "$(dirname "$0")/.."
node -e 'const [a,b]=process.versions.node.split(".").map(Number); if (a<20||(a===20&&b<19)) { console.error("Node >= 20.19 is required, this is "+process.version); process.exit(1) }'
bash scripts/system-deps.sh runtime
bash scripts/npm-install.sh
exec npm start
