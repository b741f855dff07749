#!/usr/bin/env bash
# Backs up the shop's PostgreSQL database into one file (pg_dump's custom format: compressed,
# restorable table by table, every schema including the migration history).
#
#   DATABASE_URL=postgres://... scripts/backup-postgres.sh [file]
#
# Prints the file written (default: shop-<UTC time>.dump in the current folder). The dump is
# consistent (one snapshot) and taken while the shop runs. It is written under a temporary name
# and checked readable before it gets its own, so a file with the final name is a whole backup.
# pg_dump must be of the server's major version or newer. See docs/deploy.md.
set -euo pipefail

if [ -z "${DATABASE_URL:-}" ]; then
  echo "Set DATABASE_URL to the shop's database." >&2
  exit 2
fi

file="${1:-shop-$(date -u +%Y%m%dT%H%M%SZ).dump}"
partial="$file.partial"
trap 'rm -f "$partial"' EXIT

pg_dump --format=custom --compress=6 --file="$partial" --dbname="$DATABASE_URL"
# A truncated or corrupt archive fails here, not on the day it is needed.
pg_restore --list "$partial" > /dev/null
mv "$partial" "$file"
echo "$file"
