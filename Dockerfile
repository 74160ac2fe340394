# Barstock appliance image: `docker compose up` (see docker-compose.yml and README.md).
#
# Stages: `deps` installs production dependencies only, `build` compiles the server
# (node ace build) and the client (vite build), `runtime` puts the two together.
#
# --ignore-scripts: better-sqlite3 13 ships prebuilt binaries for linux x64/arm64 (glibc and
# musl) and needs no install step, but npm installing from a lockfile synthesises
# `node-gyp rebuild` for it anyway (npm/cli#9837), which fails without a compiler. No other
# dependency needs an install script.

FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund && npm cache clean --force

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3333 \
    STORAGE_PATH=/app/storage
WORKDIR /app
# Code stays owned by root (read-only for the app); only the storage folder is the node user's.
# build/bin/server.js resolves its packages from /app/node_modules.
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY docker ./docker
RUN mkdir -p /app/storage && chown node:node /app/storage
USER node
VOLUME ["/app/storage"]
EXPOSE 3333
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3333) + '/api/health', { signal: AbortSignal.timeout(4000) }).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
ENTRYPOINT ["/app/docker/entrypoint.sh"]
