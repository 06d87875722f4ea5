/** The mail module's face: the outbox adapter stores each message through it. */
export { deleteMailTo, insertOutboxMessage } from './repository';
