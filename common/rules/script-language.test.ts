import { SCRIPT_FRAMEWORKS, scenesFromFramework } from '../catalog/script-frameworks';
import { STARTER_PROMPTS } from '../catalog/starter-prompts';
import { FOREIGN_SCRIPTS } from './script-language.cases';
import { detectScriptLanguage, voicesSpeaking } from './script-language';

const MORE_SCRIPTS: [string, string][] = [
  ['Chinese', '我们的新面霜让您的皮肤在一周内变得柔软。今天就试试吧，免费送货到家。'],
  ['Ukrainian', 'Наша нова кава приїжджає до ваших дверей щопонеділка. Спробуйте вже сьогодні і отримайте знижку.'],
  ['Greek', 'Ο νέος μας καφές φτάνει στην πόρτα σας κάθε Δευτέρα. Δοκιμάστε τον σήμερα με έκπτωση.'],
  ['Thai', 'กาแฟใหม่ของเราส่งถึงหน้าบ้านคุณทุกวันจันทร์ ลองวันนี้และรับส่วนลดพิเศษ'],
  ['Italian', 'Il nostro nuovo caffè arriva alla tua porta ogni lunedì. Provalo oggi e ricevi uno sconto speciale per la prima consegna.'],
  ['Dutch', 'Onze nieuwe koffie wordt elke maandag bij je thuis bezorgd. Probeer het vandaag nog en krijg korting op je eerste levering.'],
  ['Turkish', 'Yeni kahvemiz her pazartesi kapınıza geliyor. Bugün deneyin ve ilk siparişinizde özel indirim kazanın.'],
  ['Polish', 'Nasza nowa kawa przychodzi do twoich drzwi w każdy poniedziałek. Wypróbuj ją już dziś i odbierz zniżkę na pierwszą dostawę.'],
];

describe('the language of a script', () => {
  it.each(Object.entries(FOREIGN_SCRIPTS))('names %s, a language no voice speaks', (name, text) => {
    expect(detectScriptLanguage(text)).toMatchObject({ name, voiceLanguage: null });
  });

  it.each(MORE_SCRIPTS)('names %s too, in other writing systems and in Latin letters', (name, text) => {
    expect(detectScriptLanguage(text)).toMatchObject({ name, voiceLanguage: null });
  });

  it('keeps an English brand name inside another writing system from passing as English', () => {
    expect(detectScriptLanguage('GlowSip で毎朝が変わります。今すぐ GlowSip をお試しください。')).toMatchObject({ name: 'Japanese' });
  });

  it.each([
    ['en', 'English', 'Meet the bottle that keeps your water cold all day and glows when it is time to drink'],
    ['es', 'Spanish', 'El café frío llega a tu puerta cada lunes, empieza hoy con nosotros'],
    ['fr', 'French', 'Votre café arrive chaque lundi avec une nouvelle recette pour vous'],
    ['de', 'German', 'Die Flasche hält dein Wasser kalt und leuchtet, wenn du trinken musst'],
    ['pt', 'Portuguese', 'Você recebe o café na sua porta toda segunda, comece hoje com a gente'],
  ] as const)("tells the voices' language %s by its frequent words", (voiceLanguage, name, text) => {
    expect(detectScriptLanguage(text)).toEqual({ code: expect.any(String), name, voiceLanguage });
  });

  it('never calls English ad copy another language: every starter prompt and every framework script', () => {
    const english = [
      ...STARTER_PROMPTS.map((p) => p.description),
      ...SCRIPT_FRAMEWORKS.flatMap((f) => scenesFromFramework(f, f.example.product, f.example.benefit, 15).map((s) => s.narration)),
      ...SCRIPT_FRAMEWORKS.map((f) =>
        scenesFromFramework(f, f.example.product, f.example.benefit, 15)
          .map((s) => s.narration)
          .join(' '),
      ),
    ];
    for (const text of english) expect([null, 'en']).toContain(detectScriptLanguage(text)?.voiceLanguage ?? null);
    for (const text of english) expect(detectScriptLanguage(text)?.name ?? 'English').toBe('English');
  });

  it('leaves scripts too short to judge alone: a brand name, a tagline, a word in another script', () => {
    for (const text of ['GlowSip', 'Shop now', 'こんにちは', 'Привет!', '안녕하세요']) expect(detectScriptLanguage(text)).toBeNull();
  });

  it('lists the voices that speak a language, none for one no voice speaks', () => {
    expect(voicesSpeaking('es')).toEqual(['lucia-es', 'mateo-es']);
    expect(voicesSpeaking(null)).toEqual([]);
  });
});
