// the client's one caller of fetch
export const getJson = async (url: string): Promise<unknown> => (await fetch(url)).json();
