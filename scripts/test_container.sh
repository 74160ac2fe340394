#!/usr/bin/env bash
# Container smoke test (`npm run test:container`; CI runs it after `npm test`): builds the
# product image on a local Docker engine and runs it the ways an owner does.
#   1. engine: an answering Docker engine, else (as root) Debian's docker.io started with its
#      data under the cache folder, so later runs reuse images and layers; where no engine can
#      run, the test says so and is skipped
#   2. local stand-ins for the public base images (scripts/container/base_images.sh)
#   3. the image, built from the product's Dockerfile with NODE_IMAGE pointing at the stand-in
#   4. one container on SQLite: health 200, first-run setup, non-root, no development packages,
#      a SIGKILLed server comes back, data survives re-creation, --read-only (+ tmpfs /tmp)
#      works, and without a writable /tmp it exits with a clear message
#   5. docker-compose.yml with a local MariaDB standing in for mysql:8.4, driven by the
#      commands README.md documents: up, setup, backup, restore, down/up keeps data,
#      database stopped → health 503 → back to 200
# Everything it starts is stopped and removed at the end (images stay cached).
set -euo pipefail

repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cache=${BARSTOCK_DOCKER_CACHE:-${HOME:-/root}/.cache/barstock-docker}
prefix=barstock-smoke
image=barstock:smoke
http="node $repo/scripts/container/smoke_http.mjs"
work=$(mktemp -d)
started_dockerd=
mkdir -p "$cache"

step() { printf '\n--- container: %s\n' "$*"; }
skip() {
  echo "container smoke test SKIPPED: $*"
  exit 0
}
fail() {
  echo "container smoke test FAILED: $*" >&2
  exit 1
}
free_port() { node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"; }

docker_bin=$(command -v /usr/bin/docker || command -v docker || true)
docker() { "$docker_bin" "$@"; }
compose() {
  docker-compose -p "$prefix" -f "$repo/docker-compose.yml" -f "$work/override.yml" --env-file "$work/.env" "$@"
}

cleanup() {
  local status=$?
  set +e
  if [ -n "$docker_bin" ] && docker info >/dev/null 2>&1; then
    [ -f "$work/.env" ] && compose down -v --remove-orphans >/dev/null 2>&1
    docker ps -aq --filter "name=^$prefix-" | xargs -r "$docker_bin" rm -f >/dev/null 2>&1
    docker volume ls -q --filter "name=^$prefix" | xargs -r "$docker_bin" volume rm -f >/dev/null 2>&1
  fi
  if [ -n "$started_dockerd" ]; then
    kill "$(cat "$cache/dockerd.pid")" 2>/dev/null
    for _ in $(seq 1 20); do [ -e "$cache/dockerd.pid" ] || break; sleep 1; done
  fi
  rm -rf "$work"
  exit "$status"
}
trap cleanup EXIT

step 'Docker engine'
if [ -z "$docker_bin" ] || ! docker info >/dev/null 2>&1; then
  [ "$(id -u)" -eq 0 ] || skip 'no Docker engine answers and this user cannot start one (not root)'
  if ! command -v dockerd >/dev/null || ! command -v debootstrap >/dev/null || ! command -v docker-compose >/dev/null; then
    command -v apt-get >/dev/null || skip 'no Docker engine and no apt-get to install one'
    apt-get update >/dev/null
    DEBIAN_FRONTEND=noninteractive apt-get install -y docker.io docker-compose debootstrap >/dev/null ||
      skip 'could not install docker.io, docker-compose and debootstrap from Debian'
  fi
  docker_bin=/usr/bin/docker
  mkdir -p "$cache/data"
  dockerd --data-root "$cache/data" --pidfile "$cache/dockerd.pid" >"$cache/dockerd.log" 2>&1 &
  started_dockerd=1
  for _ in $(seq 1 30); do docker info >/dev/null 2>&1 && break; sleep 1; done
  docker info >/dev/null 2>&1 || { tail -5 "$cache/dockerd.log"; skip 'dockerd does not start on this machine (see above)'; }
fi
command -v docker-compose >/dev/null || fail 'docker-compose is missing'
echo "engine $(docker version -f '{{.Server.Version}}'), $(docker-compose version --short 2>/dev/null | sed 's/^/docker-compose /')"

step 'base images'
DOCKER=$docker_bin bash "$repo/scripts/container/base_images.sh" "$cache/base"

step "product image ($image)"
# Host networking for the build's RUN steps: no per-step bridge interfaces on the test machine.
docker build -q --network host --build-arg NODE_IMAGE=barstock-test/node:24 -t "$image" "$repo" >/dev/null
[ "$(docker run --rm --entrypoint id "$image" -u)" = 1000 ] || fail 'the image does not run as uid 1000'
docker run --rm --entrypoint sh "$image" -c \
  'for p in typescript @adonisjs/assembler @japa/runner ts-morph @ast-grep/napi chai vite; do
     [ ! -e "node_modules/$p" ] || { echo "development package in the image: $p"; exit 1; }
   done' || fail 'the runtime image carries development packages'
echo "image $(docker image inspect -f '{{.Size}}' "$image" | awk '{printf "%.0f MB", $1/1e6}'), uid 1000, production packages only"

step 'one container on SQLite'
port=$(free_port)
base="http://127.0.0.1:$port"
run_app() { docker run -d --name "$prefix-app" -p "127.0.0.1:$port:3333" -v "$prefix-storage:/app/storage" "$@" "$image" >/dev/null; }
run_app
$http health "$base" 200 120 || { docker logs "$prefix-app" | tail -30; exit 1; }
$http setup "$base" owner 'smoke-Password-1'
[ "$(docker exec "$prefix-app" id -u)" = 1000 ] || fail 'the server does not run as uid 1000'
if docker logs "$prefix-app" 2>&1 | grep -q $'\e\['; then fail 'the container log has terminal control codes'; fi

server_pid() {
  docker exec "$prefix-app" node -e '
    const fs = require("fs")
    for (const pid of fs.readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
      const line = fs.readFileSync(`/proc/${pid}/cmdline`, "utf8")
      if (line.includes("build/bin/server.js") && !line.includes("pm2-runtime")) console.log(pid)
    }' | head -1
}
pid=$(server_pid)
[ -n "$pid" ] || fail 'cannot find the server process in the container'
docker exec "$prefix-app" node -e "process.kill($pid, 'SIGKILL')"
for _ in $(seq 1 30); do
  again=$(server_pid)
  [ -n "$again" ] && [ "$again" != "$pid" ] && break
  sleep 1
done
[ -n "${again:-}" ] && [ "$again" != "$pid" ] || fail 'the server did not come back after SIGKILL'
$http health "$base" 200 60
echo "SIGKILLed server $pid, pm2 restarted it as $again"

docker rm -f "$prefix-app" >/dev/null
run_app
$http health "$base" 200 120
$http login "$base" owner 'smoke-Password-1'
echo 'data and app key survive re-creating the container'

docker rm -f "$prefix-app" >/dev/null
run_app --read-only --tmpfs /tmp
$http health "$base" 200 120 || { docker logs "$prefix-app" | tail -30; exit 1; }
$http login "$base" owner 'smoke-Password-1'
echo '--read-only --tmpfs /tmp works'

docker rm -f "$prefix-app" >/dev/null
docker run -d --name "$prefix-app" --read-only -v "$prefix-storage:/app/storage" "$image" >/dev/null
status=$(timeout 90 "$docker_bin" wait "$prefix-app" || echo timeout)
[ "$status" != timeout ] && [ "$status" != 0 ] || fail "a container without a writable /tmp did not exit with an error (wait: $status)"
docker logs "$prefix-app" 2>&1 | grep -q 'PM2_HOME .* is not writable' || fail 'no clear message when /tmp is not writable'
echo "--read-only without a writable /tmp exits ($status) with: $(docker logs "$prefix-app" 2>&1 | grep 'PM2_HOME' | head -1)"
docker rm -f "$prefix-app" >/dev/null
docker volume rm "$prefix-storage" >/dev/null

step 'docker-compose.yml with MariaDB standing in for mysql:8.4'
port=$(free_port)
base="http://127.0.0.1:$port"
cat >"$work/.env" <<ENV
DB_PASSWORD=smoke-db-password
BARSTOCK_PORT=$port
BARSTOCK_IMAGE=$image
NODE_IMAGE=barstock-test/node:24
ENV
# The stand-in database image, and volumes of their own so a real install on this machine is never touched.
cat >"$work/override.yml" <<YAML
services:
  db:
    image: barstock-test/mariadb
volumes:
  db-data:
    name: ${prefix}_db-data
  app-storage:
    name: ${prefix}_app-storage
YAML
compose up -d
$http health "$base" 200 300 || { compose logs --tail=40; exit 1; }
$http setup "$base" owner 'smoke-Password-1'

compose exec -T app node build/ace.js backup
archive=$(compose exec -T app sh -c 'ls -t /app/storage/backups/*.jsonl.gz | head -1' | tr -d '\r')
[ -n "$archive" ] || fail 'backup wrote no archive'
docker cp "$(compose ps -q app)":/app/storage/backups "$work/barstock-backups"
[ -s "$work/barstock-backups/$(basename "$archive")" ] || fail 'docker cp did not copy the backups off the container'
compose exec -T app node build/ace.js users:create --username=later --password='smoke-Password-2' --role=staff
$http login "$base" later 'smoke-Password-2'
compose stop app
if compose run --rm -T app node build/ace.js restore "$archive" </dev/null; then
  fail 'restore without a terminal went ahead without --force'
fi
compose run --rm -T app node build/ace.js restore --force "$archive"
compose start app
$http health "$base" 200 120
$http login "$base" owner 'smoke-Password-1'
if $http login "$base" later 'smoke-Password-2' 2>/dev/null; then fail 'restore did not bring back the backed-up data'; fi
echo "backup $archive restored: the account made after it is gone"

compose down
compose up -d --build
$http health "$base" 200 300
$http login "$base" owner 'smoke-Password-1'
echo 'down / up keeps the data'

compose stop db
$http health "$base" 503 60
compose start db
$http health "$base" 200 120
echo 'database stopped → health 503, started → 200'

step 'passed'
