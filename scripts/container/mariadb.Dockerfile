# Local stand-in for mysql:8.4 in docker-compose.yml (see base_images.sh): MariaDB from Debian,
# initialised from MYSQL_DATABASE / MYSQL_USER / MYSQL_PASSWORD like the official image.
FROM barstock-test/bookworm:minbase
RUN apt-get update \
  && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends mariadb-server mariadb-client \
  && rm -rf /var/lib/apt/lists/* /var/lib/mysql/* \
  && mkdir -p /run/mysqld && chown mysql:mysql /run/mysqld
COPY mariadb-entrypoint.sh /usr/local/bin/
EXPOSE 3306
ENTRYPOINT ["/usr/local/bin/mariadb-entrypoint.sh"]
