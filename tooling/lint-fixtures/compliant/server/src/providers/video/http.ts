// an adapter: the server's callers of fetch live under providers/
export const callVideoApi = async () => (await fetch('https://video.example/api')).status;
