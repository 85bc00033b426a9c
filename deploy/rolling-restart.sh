#!/bin/sh
# Restarts the Bülten instances one after another (an upgrade, docs/DEPLOY.md): each is stopped with SIGTERM
# (it drains: nginx sends new requests to the others, its live streams reconnect there) and started again,
# and the next one only once this one answers ready. BULTEN_PORTS names the instances (3001 3002 3003).
set -eu
ready_path="${BULTEN_READY_PATH:-/api/health/ready}"
for port in ${BULTEN_PORTS:-3001 3002 3003}; do
  echo "restarting bulten@$port"
  systemctl restart "bulten@$port"
  tries=0
  until curl -fsS --max-time 5 -o /dev/null "http://127.0.0.1:$port$ready_path"; do
    tries=$((tries + 1))
    if [ "$tries" -ge "${BULTEN_READY_TRIES:-120}" ]; then
      echo "bulten@$port is not ready: stopping the rolling restart" >&2
      exit 1
    fi
    sleep 1
  done
done
echo "every instance restarted"
