// The scripts the language tests share (common's rule test and the server's render test).
/** Two lines of ad copy in each language, as a creator would paste them. */
export const FOREIGN_SCRIPTS = {
  Japanese: '新しいスキンケアで毎朝が変わります。今すぐお試しください。',
  Russian: 'Наш новый крем делает кожу мягкой уже через неделю. Попробуйте сегодня.',
  Arabic: 'كريمنا الجديد يجعل بشرتك ناعمة خلال أسبوع واحد. جربه اليوم.',
  Korean: '새로운 스킨케어로 매일 아침이 달라집니다. 지금 바로 사용해 보세요.',
  Hindi: 'हमारी नई क्रीम एक हफ्ते में आपकी त्वचा को मुलायम बनाती है। आज ही आज़माएं।',
} as const;
