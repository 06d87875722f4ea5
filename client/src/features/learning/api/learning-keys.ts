/** Query keys of the learning area: one prefix, so a step taken refreshes every learning screen. */
export const LEARNING_KEY = ['learning'] as const;
export const learningKeys = {
  modules: () => [...LEARNING_KEY, 'modules'] as const,
  module: (moduleId: string) => [...LEARNING_KEY, 'module', moduleId] as const,
  lesson: (moduleId: string, lessonId: string) => [...LEARNING_KEY, 'lesson', moduleId, lessonId] as const,
  certificates: () => [...LEARNING_KEY, 'certificates'] as const,
  adminCertificates: () => [...LEARNING_KEY, 'admin-certificates'] as const,
  team: () => [...LEARNING_KEY, 'team'] as const,
  verification: (id: string) => ['certificate-verification', id] as const,
};
