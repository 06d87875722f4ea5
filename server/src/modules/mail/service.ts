/** The mail module's face: the outbox adapter stores each message through it. */
export { deleteOutboxMessagesTo, insertOutboxMessage } from './repository';
