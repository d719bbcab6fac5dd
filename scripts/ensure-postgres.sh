#!/usr/bin/env bash
# The database tests run twice: on embedded PGlite and on the machine's PostgreSQL (127.0.0.1:5432,
# trust auth, database `test`). Start the cluster if it has stopped; fail with a clear message if absent.
set -euo pipefail
if pg_isready -q -h 127.0.0.1 -p 5432 2>/dev/null; then
  exit 0
fi
if command -v pg_ctlcluster >/dev/null 2>&1 && [ -d /etc/postgresql ]; then
  echo "Starting PostgreSQL..."
  pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -n 1)" main start || true
  # pg_isready -t waits for the server to accept connections (up to 30 s).
  pg_isready -q -h 127.0.0.1 -p 5432 -t 30 && exit 0
fi
echo "PostgreSQL is not reachable on 127.0.0.1:5432; set TEST_DATABASE_URL to a server for the database tests." >&2
exit 1
