/** German texts of the working-time-law hints (Arbeitszeitgesetz). */
export const LAW_TEXTS = {
  source3: '§ 3 ArbZG',
  source4: '§ 4 ArbZG',
  source5: '§ 5 ArbZG',
  maxWorkShort: 'über 10 h',
  maxWork: (worked: string, max: string) => `${worked} gearbeitet – mehr als die erlaubten ${max} am Tag.`,
  breakShort: 'Pause fehlt',
  breakMissing: (taken: string, required: string, worked: string) =>
    `Bei ${worked} Arbeit sind ${required} Pause vorgeschrieben, genommen: ${taken} (zählt ab 15 Minuten am Stück).`,
  restShort: 'Ruhezeit',
  rest: (rest: string, min: string) => `Nur ${rest} Ruhezeit seit dem letzten Arbeitsende – mindestens ${min} vorgeschrieben.`,
  heading: 'Hinweise zum Arbeitszeitgesetz',
} as const;
