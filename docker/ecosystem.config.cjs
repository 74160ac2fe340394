/*
 * pm2 process file used by docker/entrypoint.sh (`pm2-runtime start docker/ecosystem.config.cjs`).
 *
 * PM2_INSTANCES (default 1) sets how many server processes run; above 1 they share the
 * port in cluster mode. Keep 1 on SQLite: it has a single writer, so more processes only
 * queue behind each other. Several instances make sense on MySQL.
 */
const { resolve } = require('node:path')

const raw = process.env.PM2_INSTANCES || '1'
const instances = raw === 'max' ? 'max' : Number(raw)
if (instances !== 'max' && !(Number.isInteger(instances) && instances >= 1)) {
  throw new Error(`PM2_INSTANCES must be a whole number >= 1 or "max", got "${raw}"`)
}

module.exports = {
  apps: [
    {
      name: 'barstock',
      cwd: resolve(__dirname, '..'),
      script: 'build/bin/server.js',
      /*
       * V8 sizes the young generation by the host's memory: on a machine with
       * 24 GB it grew to 134 MB during a 100k-row import, peak resident memory
       * +226 MB, against +142 MB at 16 MB semi-spaces, in the same time.
       * Pinned, a server uses the same memory on a big host as on a small NAS.
       * `npm start` and the bench start the server with these too.
       */
      node_args: ['--max-semi-space-size=16'],
      instances,
      exec_mode: instances === 1 ? 'fork' : 'cluster',
      /*
       * Graceful stop: pm2 sends SIGINT (its default kill_signal) and AdonisJS, seeing it is
       * managed by pm2, closes the HTTP server and database connections. A process still
       * alive after kill_timeout is killed. docker-compose.yml gives the container more
       * time than this (stop_grace_period) so the stop is never cut short by Docker.
       */
      kill_timeout: 10_000,
      /*
       * No @pm2/io probe (it only feeds PM2 Plus): its IPC message listener keeps the process
       * alive after AdonisJS has terminated, so every stop would wait for kill_timeout. In
       * cluster mode pm2's own worker listener does the same, so there a stop still waits
       * kill_timeout after the server has closed.
       */
      pmx: false,
      autorestart: true,
      exp_backoff_restart_delay: 200,
      /* pm2-runtime streams the output to the container log; keep no log files. */
      out_file: '/dev/null',
      error_file: '/dev/null',
      merge_logs: true,
    },
  ],
}
