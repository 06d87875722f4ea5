# One image for both roles: `web` (the default command) serves HTTP, `worker` runs the job workers
# (docker run … worker). Build: docker build -t reelwright . (README "Run at scale").
# syntax=docker/dockerfile:1

# --- build: install every dependency, build the client, then drop the dev dependencies ---------
FROM node:20.19.5-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npx vite build --logLevel warn && npm prune --omit=dev --no-audit --no-fund

# --- runtime: Debian's ffmpeg and fonts, a non-root user, the probes ---------------------------
FROM node:20.19.5-bookworm-slim AS runtime
RUN apt-get update \
  && apt-get install -y --no-install-recommends ffmpeg fonts-dejavu-core fonts-liberation tini \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    PORT=5000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data \
    FFMPEG_PATH=/usr/bin/ffmpeg \
    FFPROBE_PATH=/usr/bin/ffprobe
WORKDIR /app
COPY --from=build --chown=node:node /app /app
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 5000
VOLUME ["/data"]
# liveness only: readiness (/readyz) is the orchestrator's call, a dead database is no reason to restart
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||5000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
ENTRYPOINT ["/usr/bin/tini", "--", "/app/deploy/entrypoint.sh"]
CMD ["web"]
