# syntax=docker/dockerfile:1
# Gapwise production image: build once (web app + server bundle), run without rebuilding, as a non-root
# user. Build: docker build -t gapwise .   Run: see docker-compose.yml and docs/deploy.md.

# 1. Build: every dependency, then `npm run build` (Vite's production bundle and the server bundle).
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/contracts/package.json packages/contracts/
COPY packages/grammar/package.json packages/grammar/
RUN npm ci --no-audit --no-fund
COPY . .
# Error tracing in the browser is decided at build time (docs/deploy.md); empty leaves it off.
ARG VITE_SENTRY_DSN=""
ENV VITE_SENTRY_DSN=$VITE_SENTRY_DSN
RUN npm run build

# 2. Runtime dependencies only: the server bundle keeps npm packages external.
FROM node:22-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/contracts/package.json packages/contracts/
COPY packages/grammar/package.json packages/grammar/
RUN npm ci --omit=dev --no-audit --no-fund --workspace @gapwise/server

# 3. The image: the built app, its runtime modules, and nothing else.
FROM node:22-bookworm-slim
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/app/data
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/apps/server/package.json ./apps/server/package.json
COPY --from=build /app/apps/server/dist ./apps/server/dist
COPY --from=build /app/apps/web/dist ./apps/web/dist
# The PGlite data folder (used only without DATABASE_URL) belongs to the unprivileged user.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
VOLUME ["/app/data"]
HEALTHCHECK --interval=15s --timeout=3s --start-period=120s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "apps/server/dist/server.js"]
