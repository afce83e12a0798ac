/** Dutch texts of the read-only memorial page (the visitor's view). */
export const visitorTexts = {
  documentTitle: (name: string) => `In herinnering aan ${name}`,
  portraitAlt: (name: string) => `Portret van ${name}`,
  carousel: {
    label: "Foto's",
    previous: "Vorige foto",
    next: "Volgende foto",
    photoAlt: (index: number, count: number) => `Foto ${index} van ${count}`,
    position: (index: number, count: number) => `Foto ${index} van ${count}`,
  },
  video: { label: "Video", loading: "De videospeler wordt geladen" },
  audio: { label: "Audio" },
} as const;
