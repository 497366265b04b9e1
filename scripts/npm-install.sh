#!/usr/bin/env bash
# `npm ci` when node_modules is missing or older than package-lock.json; otherwise nothing.
set -euo pipefail
cd "$(dirname "$0")/.."
stamp=node_modules/.glossa-lock-hash
# Native modules are built for one Node ABI: a new Node version installs again.
hash="$(sha256sum package-lock.json | cut -d' ' -f1) node-$(node -p process.versions.modules)"
if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$hash" ]; then
  exit 0
fi
# .npmrc skips onnxruntime-node's download step (its CPU binary is in the package); package.json's
# allowScripts names the dependencies whose install scripts run (npm 12 runs no others).
npm ci --no-audit --no-fund
echo "$hash" > "$stamp"
