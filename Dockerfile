# Barstock appliance image: `docker compose up` (see docker-compose.yml and README.md).
#
# Stages: `deps` installs production dependencies only, `build` compiles the server
# (node ace build) and the client (vite build), `runtime` puts the two together.
#
# --ignore-scripts: better-sqlite3 13 ships prebuilt binaries for linux x64/arm64 (glibc and
# musl) and needs no install step, but npm installing from a lockfile synthesises
# `node-gyp rebuild` for it anyway (npm/cli#9837), which fails without a compiler. No other
# dependency needs an install script.
#
# NODE_IMAGE: the base image; machines that cannot reach Docker Hub build a local stand-in
# (scripts/container/base_images.sh) and pass it with --build-arg.

ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# --omit=optional too: the lockfile marks build and test tools (typescript, the assembler,
# Japa…) `devOptional` because production packages name them as optional peers, and
# --omit=dev alone still installs those. The only other optional packages it leaves out are
# ones the server does without (colours for CLI tables, source maps for a PAC-file parser).
RUN npm ci --omit=dev --omit=optional --ignore-scripts --no-audit --no-fund && npm cache clean --force

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
RUN npm run build

FROM ${NODE_IMAGE} AS runtime
# PM2_HOME on /tmp: pm2 writes its pid, socket and log files there, and the image folders are
# not writable (a --read-only container needs --tmpfs /tmp, as README.md says).
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3333 \
    STORAGE_PATH=/app/storage \
    PM2_HOME=/tmp/pm2
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
