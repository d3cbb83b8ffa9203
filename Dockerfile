# syntax=docker/dockerfile:1

# One image for both services of docker-compose.yml and the pods of deploy/kubernetes: the API
# (the default) and the worker (`node worker/dist/main.js`).

ARG NODE_IMAGE=node:20-bookworm-slim

# --- build: every dependency, then the server, the worker and the client -----------------------
FROM ${NODE_IMAGE} AS build
WORKDIR /app

# The manifests alone first, so the dependency layer is reused until one of them changes.
COPY package.json package-lock.json .npmrc ./
COPY common/package.json common/
COPY server/package.json server/
COPY worker/package.json worker/
COPY client/package.json client/
# `npm install`, not `npm ci`: the lock file is written against a registry mirror that lacks some
# optional platform builds (@swc/core-*, @unrs/resolver-binding-*), which `npm ci` refuses.
RUN --mount=type=cache,target=/root/.npm npm install --no-audit --no-fund

COPY tsconfig.base.json ./
COPY common common
COPY server server
COPY worker worker
COPY client client
RUN npm run build

# --- runtime: production dependencies and the built files, run as a user without privileges ----
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production
WORKDIR /app

COPY package.json package-lock.json .npmrc ./
COPY common/package.json common/
COPY server/package.json server/
COPY worker/package.json worker/
COPY client/package.json client/
RUN --mount=type=cache,target=/root/.npm npm install --omit=dev --no-audit --no-fund

COPY --from=build /app/common/dist common/dist
COPY --from=build /app/server/dist server/dist
COPY --from=build /app/worker/dist worker/dist
COPY --from=build /app/client/dist client/dist

# Uploads and any other files the app keeps. Made here so a new volume mounted on /data starts
# out owned by the `node` user.
RUN mkdir -p /data/uploads && chown -R node:node /data
ENV DATA_DIR=/data UPLOAD_DIR=/data/uploads

USER node
EXPOSE 4000
# node itself, not npm: SIGTERM reaches the process that drains (docs/operations.md).
CMD ["node", "server/dist/main.js"]
