# The site and its functions on Node 24 (docs/guides/deploying.md → Container). Build with the development
# dependencies, then keep only the runtime ones; the server runs as the unprivileged `node` user
# and keeps the SQLite order store and the notice outbox in the /app/data volume.
FROM node:24-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# The public address the pages are built for (canonical links, sitemap); the server reads it too.
ARG SITE_URL
RUN SITE_URL="$SITE_URL" npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:24-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000
WORKDIR /app
COPY --from=build --chown=node:node /app /app
RUN mkdir -p /app/data && chown node:node /app/data
USER node
VOLUME /app/data
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "server/start.js"]
