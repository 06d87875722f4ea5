process.env.MIMALLOC_PURGE_DELAY ??= '-1';
