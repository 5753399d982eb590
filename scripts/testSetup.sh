#!/usr/bin/env bash
# npm test's own set-up, so that on a fresh Debian machine `npm install && npm test` runs every test:
# Debian's Chromium (and the DejaVu fonts the pages are drawn with) for the browser tests, xmllint
# for the XML checks, and PostgreSQL for the API tests' second run. It installs what is missing when
# it may (root with apt-get), and otherwise stops at once with the command to run. Without
# TEST_DATABASE_URL it starts the local cluster, gives the current user a superuser role and the
# database shop_test, and sets TEST_DATABASE_URL; with it, that database is used as it is.
# Then it runs its arguments (npm test's steps) with that environment.
set -euo pipefail

chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
have() { [ -x "$(command -v "$1")" ]; }

# The Debian packages missing here, each found by a file it installs.
missing_packages() {
  [ -x "$chromium" ] || echo chromium
  compgen -G '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf' >/dev/null || echo fonts-dejavu-core
  have xmllint || echo libxml2-utils
  if [ -z "${TEST_DATABASE_URL:-}" ]; then
    have pg_ctlcluster || echo postgresql
    compgen -G '/usr/share/postgresql/*/extension/unaccent.control' >/dev/null || echo postgresql-contrib
  fi
  return 0
}

missing=$(missing_packages | xargs)
if [ -n "$missing" ]; then
  if [ "$(id -u)" -ne 0 ] || ! have apt-get; then
    echo "npm test needs these Debian packages: $missing" >&2
    echo "Install them and run npm test again:  sudo apt-get install -y $missing" >&2
    echo "(Elsewhere: CHROMIUM_PATH names a Chromium, TEST_DATABASE_URL a PostgreSQL database the tests may create databases beside.)" >&2
    exit 1
  fi
  echo "Installing $missing…"
  apt-get update -qq
  # shellcheck disable=SC2086 # one word a package
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $missing >/dev/null
  still=$(missing_packages | xargs)
  if [ -n "$still" ]; then
    echo "Still missing after apt-get install: $still" >&2
    exit 1
  fi
fi

if [ -z "${TEST_DATABASE_URL:-}" ]; then
  # The first cluster Debian's tools list (installing postgresql makes one, e.g. 15/main); started if it is not.
  if [ -z "$(pg_lsclusters --no-header)" ]; then
    create="pg_createcluster --start $(ls /usr/lib/postgresql | sort -V | tail -n 1) main"
    if [ "$(id -u)" -ne 0 ]; then
      echo "PostgreSQL has no cluster. Make one and run npm test again:  sudo $create" >&2
      exit 1
    fi
    $create >/dev/null
  fi
  read -r version cluster port status _ < <(pg_lsclusters --no-header | head -n 1)
  [ "$status" = online ] || pg_ctlcluster --skip-systemctl-redirect "$version" "$cluster" start
  user=$(id -un)
  socket=/var/run/postgresql
  on_cluster() { psql -h "$socket" -p "$port" -qtAc "$1" "${@:2}"; }
  if ! on_cluster 'select 1' -d postgres >/dev/null 2>&1; then
    if [ "$(id -u)" -ne 0 ]; then
      echo "PostgreSQL has no role $user. Make one and run npm test again:  sudo -u postgres createuser -p $port -s $user" >&2
      exit 1
    fi
    su postgres -c "createuser -p $port -s $user"
  fi
  on_cluster "select 1 from pg_database where datname = 'shop_test'" -d postgres | grep -q 1 || createdb -h "$socket" -p "$port" shop_test
  export TEST_DATABASE_URL="postgres://$user@/shop_test?host=$socket&port=$port"
fi

exec "$@"
