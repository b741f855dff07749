#!/usr/bin/env bash
# Restores a backup of scripts/backup-postgres.sh into an empty database.
#
#   scripts/restore-postgres.sh <file> <target database URL>
#
# The target must exist and hold no tables (createdb shop_restored): a restore never mixes
# with live data. Everything is restored in one transaction, so a failure leaves the target
# empty. Objects get the target's connecting role as owner, so the backup restores on another
# server with other roles. Point the shop's DATABASE_URL at the target once it has finished:
# the migration history comes along, so the server starts on it as it was.
set -euo pipefail

if [ "$#" -ne 2 ]; then
  echo "usage: $0 <backup file> <target database URL>" >&2
  exit 2
fi
file="$1"
target="$2"

if [ ! -r "$file" ]; then
  echo "No readable backup at $file." >&2
  exit 2
fi

tables=$(psql --no-psqlrc --tuples-only --no-align --dbname="$target" \
  --command="SELECT count(*) FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')")
if [ "$tables" != "0" ]; then
  echo "The target database holds $tables tables; restore into a new, empty database." >&2
  exit 1
fi

pg_restore --exit-on-error --single-transaction --no-owner --no-privileges --dbname="$target" "$file"
echo "restored $file"
