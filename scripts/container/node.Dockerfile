# Local stand-in for node:24-bookworm-slim (see base_images.sh): same layout as the official
# image — /usr/local/bin/node, npm under /usr/local/lib/node_modules, user node (uid 1000).
FROM barstock-test/bookworm:minbase
COPY root/ /
RUN groupadd --gid 1000 node \
  && useradd --uid 1000 --gid node --shell /bin/bash --create-home node
# The test machine's certificate authorities, so npm inside builds trusts its egress proxy.
ENV NODE_EXTRA_CA_CERTS=/usr/local/share/test-machine-cas.crt \
    NPM_CONFIG_UPDATE_NOTIFIER=false
CMD ["node"]
