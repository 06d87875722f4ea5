// The learning module's one face to other modules (ADR 016): its rules and its event subscribers.
export * from './learning-service';
export { learningSubscribers } from './subscribers';
