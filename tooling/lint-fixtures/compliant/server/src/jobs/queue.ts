// the queue and the job definitions: modules send jobs here
export const send = (name: string) => name.length;
