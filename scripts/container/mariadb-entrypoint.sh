#!/bin/sh
# Initialise an empty data folder the way the official MySQL image does, then run the server.
set -eu
datadir=/var/lib/mysql
chown -R mysql:mysql "$datadir" /run/mysqld
if [ ! -d "$datadir/mysql" ]; then
  mariadb-install-db --user=mysql --datadir="$datadir" --auth-root-authentication-method=socket >/dev/null
  mariadbd --user=mysql --datadir="$datadir" --skip-networking --socket=/run/mysqld/init.sock &
  pid=$!
  for _ in $(seq 1 60); do
    mariadb --socket=/run/mysqld/init.sock -uroot -e 'select 1' >/dev/null 2>&1 && break
    sleep 1
  done
  mariadb --socket=/run/mysqld/init.sock -uroot <<SQL
CREATE DATABASE IF NOT EXISTS \`${MYSQL_DATABASE:?}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;
CREATE USER '${MYSQL_USER:?}'@'%' IDENTIFIED BY '${MYSQL_PASSWORD:?}';
GRANT ALL PRIVILEGES ON \`${MYSQL_DATABASE}\`.* TO '${MYSQL_USER}'@'%';
FLUSH PRIVILEGES;
SQL
  kill "$pid"
  wait "$pid" || true
  echo 'mariadb-entrypoint: database initialised'
fi
exec mariadbd --user=mysql --datadir="$datadir" --bind-address=0.0.0.0
