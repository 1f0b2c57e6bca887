# syntax=docker/dockerfile:1
# Daybook as one image: the API and the built web app in one Node process (docs/operations.md,
# "Container"). Node 24 LTS on Debian bookworm-slim (ADR 0012, ADR 0030: better-sqlite3 13 runs on
# Node 24, where 12 aborted).

ARG NODE_IMAGE=node:24-bookworm-slim

# --- build: every dependency, then the domain, server and web builds -----------------------------
FROM ${NODE_IMAGE} AS build
# a native module compiles from source when no prebuilt binary matches (better-sqlite3 13 ships its own)
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
# `npm install`, not `npm ci`: this npm leaves some platform packages out of the lock (ADR 0001)
RUN npm install --no-audit --no-fund
COPY tsconfig.base.json ./
COPY scripts scripts
COPY packages/domain packages/domain
COPY apps/server apps/server
COPY apps/web apps/web
RUN npm run build

# --- production dependencies of the server and the domain only (no web or test packages) ---------
FROM ${NODE_IMAGE} AS deps
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY apps/server/package.json apps/server/
# The web app's and the browser tests' packages are not needed at run time: leave their workspaces out.
RUN node -e "const fs=require('fs');const p=JSON.parse(fs.readFileSync('package.json'));p.workspaces=['packages/domain','apps/server'];delete p.devDependencies;fs.writeFileSync('package.json',JSON.stringify(p,null,2))" \
 && npm install --omit=dev --no-audit --no-fund \
 && npm cache clean --force

# --- runtime ---------------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    BACKUP_DIR=/data/backups
WORKDIR /app
COPY --from=deps /app/package.json ./
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/packages/domain/package.json packages/domain/
COPY --from=build /app/packages/domain/dist packages/domain/dist
COPY --from=build /app/apps/server/package.json apps/server/
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/dist apps/web/dist
# The embedded database and its backups live in /data, the owner's alone; the code is root's, read-only to the app.
RUN mkdir -p /data && chown node:node /data && chmod 700 /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# Alive: /healthz does not ask the database (the proxy checks /readyz).
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM: in-flight requests finish, then the process exits within SHUTDOWN_DEADLINE_MS (10 s).
STOPSIGNAL SIGTERM
# The young generation capped as Node 20 had it (docs/decisions/0039-server-young-generation.md).
CMD ["node", "--max-semi-space-size=16", "apps/server/dist/main.js"]
