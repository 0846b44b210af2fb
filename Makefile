# One command to run, one to test. Node 24 (node:sqlite without a flag) is installed into .tools/ when
# the machine's node is older.
SHELL := /bin/bash
ROOT := $(abspath .)
TOOLS := $(ROOT)/.tools
NODE_MAJOR := $(shell node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
ifeq ($(shell test $(NODE_MAJOR) -lt 24 && echo old),old)
  NODE_BIN := $(TOOLS)/node/node_modules/node/bin
  export PATH := $(NODE_BIN):$(TOOLS)/bin:$(ROOT)/node_modules/.bin:$(PATH)
else
  NODE_BIN :=
  export PATH := $(TOOLS)/bin:$(ROOT)/node_modules/.bin:$(PATH)
endif
PORT ?= 8080
export PORT

.PHONY: backup restore start dev test test-tools lint deps typecheck unit e2e codegen codegen-check build install node ferretdb up down logs nginx-smoke bench lighthouse phone size clean

node:
	@if [ -n "$(NODE_BIN)" ] && [ ! -x "$(NODE_BIN)/node" ]; then \
	  echo "Installing Node 24 into .tools (machine node is $$(node --version 2>/dev/null || echo missing))"; \
	  npm install --no-save --prefix "$(TOOLS)/node" node@24 >/dev/null; fi

install: node
	@if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then npm ci --no-audit --no-fund; fi

ferretdb:
	@if [ -z "$$MONGODB_URI" ]; then bash gateway/scripts/install-ferretdb.sh; fi

build: install
	npm run build -w gateway
	npm run build -w frontend

start: build ferretdb
	@exec bash gateway/scripts/start.sh

dev: install ferretdb
	@trap 'kill 0' INT TERM EXIT; \
	  PORT=8081 node --watch gateway/src/server.ts & \
	  GATEWAY_URL=http://localhost:8081 npm run dev -w frontend -- --port $(PORT) & \
	  wait

# The whole venue (every collection, uploaded images included) to backups/venue-<time>.ndjson.gz and back.
backup: install ferretdb
	node gateway/src/db/archive-cli.ts backup $(if $(OUT),--out "$(OUT)")

restore: install ferretdb
	@if [ -z "$(FILE)" ]; then echo "usage: make restore FILE=backups/venue-….ndjson.gz [FORCE=1]"; exit 2; fi
	node gateway/src/db/archive-cli.ts restore "$(FILE)" $(if $(FORCE),--force)

codegen: install
	node gateway/scripts/codegen.ts

codegen-check: install
	node gateway/scripts/codegen.ts --check

lint: install
	eslint .

# Every workspace: no dependency that nothing imports, no import that no package.json lists (knip.config.ts).
deps: install
	knip --include dependencies,unlisted,binaries,unresolved

typecheck: install
	tsc -p gateway --noEmit
	tsc -p frontend --noEmit

unit: install ferretdb
	vitest run

e2e: build ferretdb
	playwright test -c frontend/e2e/playwright.config.ts

# First, in seconds: a Chromium and nginx are found or installed, or the run stops saying what to install.
test-tools:
	@bash scripts/ensure-test-tools.sh chromium nginx

test: test-tools install ferretdb codegen-check lint deps typecheck unit e2e nginx-smoke size

# Docker: frontend (nginx), gateway and MongoDB; .env is created from .env.example with fresh secrets.
up:
	@bash docker/make-env.sh .env.example .env
	docker compose up --build -d
	@echo "Venue is starting at http://localhost:8080 (admin: /admin, credentials in .env; make logs, make down)"

down:
	docker compose down

logs:
	docker compose logs -f

# The built frontend served by nginx with docker/nginx.conf in front of the production gateway.
nginx-smoke: build ferretdb
	@if ! command -v nginx >/dev/null 2>&1 && [ ! -x /usr/sbin/nginx ] && [ "$$REQUIRE_NGINX" != 1 ]; then \
	  echo "nginx-smoke: skipped, nginx is not installed (apt-get install nginx)"; \
	else playwright test -c frontend/e2e/nginx.config.ts; fi

# SCALE=10 or 100: the 1x/Nx table of gateway/bench/scale.ts (seeds N times the demo venue).
bench: build ferretdb
	@if [ -n "$(SCALE)" ] && [ "$(SCALE)" != 1 ]; then SCALE=$(SCALE) node gateway/bench/scale.ts; \
	else node gateway/bench/run.ts; fi

lighthouse: build ferretdb
	node frontend/e2e/lighthouse.ts

# The phone's load in figures that do not follow the machine's speed (JavaScript executed, components
# hydrated) against their budgets, the first step of `make lighthouse`; TRACE=1 adds 4x-CPU traces.
phone: build ferretdb
	PHONE_TRACE=$(TRACE) node frontend/e2e/load-work.ts

# Public bundle: no admin/editor chunk reachable from public pages; home route JS <= 200 kB gzip.
size: build
	node frontend/e2e/public-bundle.ts
	cd frontend && size-limit

clean:
	rm -rf node_modules */node_modules */dist .test-artifacts
