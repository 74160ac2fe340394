#!/bin/sh
# Container start path (also exercised outside Docker by scripts/test_entrypoint.mjs):
#   1. make sure the storage folder exists and is writable,
#   2. use APP_KEY, or the key persisted in the storage folder (created on first start),
#   3. wait for the database (MySQL/MariaDB) with backoff, giving up after DB_WAIT_TIMEOUT seconds,
#   4. apply migrations,
#   5. hand over to pm2-runtime, which runs build/bin/server.js per docker/ecosystem.config.cjs,
#      or, when arguments are given, run them instead (one-off commands against the same
#      storage and database, e.g. `docker compose run --rm app node build/ace.js doctor`).
# Paths are relative to the app folder: the parent of this script's folder.
set -eu

cd "$(dirname "$0")/.."
app_dir=$(pwd)

log() { printf 'entrypoint: %s\n' "$*"; }
fail() {
  printf 'entrypoint: ERROR: %s\n' "$*" >&2
  exit 1
}

[ -f build/bin/server.js ] || fail "build/bin/server.js not found in $app_dir: run \`npm run build\` first"

# 1. Storage: the SQLite file, uploads, the generated app key and backups live here.
STORAGE_PATH=${STORAGE_PATH:-$app_dir/storage}
case "$STORAGE_PATH" in
  /*) ;;
  *) STORAGE_PATH="$app_dir/$STORAGE_PATH" ;;
esac
export STORAGE_PATH
mkdir -p "$STORAGE_PATH" 2>/dev/null || fail "cannot create STORAGE_PATH $STORAGE_PATH"
probe="$STORAGE_PATH/.write-test.$$"
if ! (: >"$probe") 2>/dev/null; then
  fail "STORAGE_PATH $STORAGE_PATH is not writable by uid $(id -u); for a bind mount, run: chown -R $(id -u):$(id -g) <host folder>"
fi
rm -f "$probe"

# 2. App key: read, or created on first start, by the app's own ensureAppKey
# (backend/app/storage/runtime_storage.ts); exporting it gives every pm2 worker the same key.
if [ -z "${APP_KEY:-}" ]; then
  [ -s "$STORAGE_PATH/app_key" ] || log "generating an app key in $STORAGE_PATH/app_key"
  APP_KEY=$(node --input-type=module -e "
    const { ensureAppKey } = await import('./build/backend/app/storage/runtime_storage.js')
    process.stdout.write(ensureAppKey(process.env.STORAGE_PATH))
  ") || fail "could not read or create the app key in $STORAGE_PATH"
  export APP_KEY
fi

# 3. Database. SQLite is a file in the storage folder: nothing to wait for.
DB_CONNECTION=${DB_CONNECTION:-sqlite}
if [ "$DB_CONNECTION" = "mysql" ]; then
  # Defaults match backend/config/database.ts. Exit 0 = connected, 1 = try again,
  # 2 = the server answered but refused us (wrong credentials or unknown database).
  try_db='
    const { createRequire } = require("node:module");
    const mysql = createRequire(process.cwd() + "/build/package.json")("mysql2/promise");
    const env = process.env;
    mysql.createConnection({
      host: env.DB_HOST || "127.0.0.1",
      port: Number(env.DB_PORT || 3306),
      user: env.DB_USER || "barstock",
      password: env.DB_PASSWORD || "",
      database: env.DB_DATABASE || "barstock",
      connectTimeout: 5000,
    })
      .then((connection) => connection.query("select 1").then(() => connection.end()))
      .then(() => process.exit(0))
      .catch((error) => {
        console.log(error.code || error.message);
        const fatal = ["ER_ACCESS_DENIED_ERROR", "ER_DBACCESS_DENIED_ERROR", "ER_BAD_DB_ERROR"];
        process.exit(fatal.includes(error.code) ? 2 : 1);
      });
  '
  target="${DB_HOST:-127.0.0.1}:${DB_PORT:-3306}/${DB_DATABASE:-barstock}"
  timeout=${DB_WAIT_TIMEOUT:-120}
  started=$(date +%s)
  delay=1
  log "waiting for the database at $target (up to ${timeout}s)"
  while :; do
    status=0
    result=$(node -e "$try_db" 2>&1) || status=$?
    if [ "$status" -eq 0 ]; then break; fi
    if [ "$status" -eq 2 ]; then
      fail "the database at $target refused the connection ($result): check DB_USER, DB_PASSWORD and DB_DATABASE"
    fi
    elapsed=$(($(date +%s) - started))
    if [ "$elapsed" -ge "$timeout" ]; then
      fail "the database at $target did not answer within ${timeout}s (last error: $result)"
    fi
    pause=$((timeout - elapsed))
    if [ "$delay" -lt "$pause" ]; then pause=$delay; fi
    log "database not ready ($result), retrying in ${pause}s"
    sleep "$pause"
    delay=$((delay * 2))
    if [ "$delay" -gt 10 ]; then delay=10; fi
  done
  log "database is up"
fi

# Container logs are plain lines: no colours or cursor codes unless a terminal is attached.
ansi=--no-ansi
if [ -t 1 ]; then ansi=--ansi; fi

# 4. Migrations (idempotent; --force because NODE_ENV is production). --disable-locks: Lucid 22
# takes MySQL's advisory lock and releases it on whichever pooled connection comes next, so
# about one run in ten fails with E_UNABLE_RELEASE_LOCK (adonisjs/lucid#1153). The lock is
# not needed here: this script is the only migrator, and it runs before any server process.
node build/ace.js migration:run --force --disable-locks --compact-output "$ansi"

# 5. Serve. pm2-runtime stays in the foreground as this process, forwards SIGTERM/SIGINT
# as a graceful stop (kill_timeout in the ecosystem file) and exits when the app is stopped.
PATH="$app_dir/node_modules/.bin:$app_dir/build/node_modules/.bin:$PATH"
export PATH
if [ "$#" -gt 0 ]; then
  exec "$@"
fi
# pm2 keeps its pid, socket and logs in PM2_HOME; where it cannot write there it never starts
# and never exits, so refuse clearly instead.
PM2_HOME=${PM2_HOME:-${TMPDIR:-/tmp}/pm2}
export PM2_HOME
mkdir -p "$PM2_HOME" 2>/dev/null && (: >"$PM2_HOME/.write-test") 2>/dev/null ||
  fail "PM2_HOME $PM2_HOME is not writable; a read-only container needs a writable /tmp (docker run --read-only --tmpfs /tmp)"
rm -f "$PM2_HOME/.write-test"
exec pm2-runtime start docker/ecosystem.config.cjs
