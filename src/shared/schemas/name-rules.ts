import { DIGIT_LOOK_ALIKES, DOT_LOOK_ALIKES, SLASH_OR_COLON_LOOK_ALIKES } from "./look-alikes";

// A person's name: letters of any script with their combining marks, spaces, apostrophes (typed or
// "smart"), hyphens and full stops. No digits, "@", ":" or "/": no phone number, e-mail or link fits.
export const NAME_CHARACTERS = /^[\p{L}\p{M}\p{Zs}'\u2019.-]*$/u;

const STOP = `[.${DOT_LOOK_ALIKES}]\\p{M}*`;
const LETTERS = (count: number) => `(?:\\p{L}\\p{M}*){${count}}`;
// A full stop, or a letter that looks like one, followed by two letters reads as a domain ("paypal.com", also
// with a mark after the stop or an apostrophe or hyphen before the letters). So does one with a space after it,
// unless it ends an initial or an abbreviation of up to three letters ("J. R. R. Tolkien", "Dr. Ana", "St. John"):
// "Paypal. Com", "paypal . com".
const DOMAIN_LIKE = new RegExp(
  `${STOP}['\u2019-]*${LETTERS(2)}|(?:${LETTERS(4)}\\s*|(?:^|\\s))${STOP}[\\s'\u2019-]*${LETTERS(2)}`,
  "u",
);
const PUNCTUATION_LOOK_ALIKE = new RegExp(`[${DOT_LOOK_ALIKES}${SLASH_OR_COLON_LOOK_ALIKES}]`, "gu");

// Every script's ISO 15924 code (Unicode 17); those this engine does not know are skipped below.
const SCRIPTS =
  "Latn Cyrl Grek Arab Hebr Deva Hani Hang Hira Kana Adlm Aghb Ahom Armi Armn Avst Bali Bamu Bass Batk Beng Berf " +
  "Bhks Bopo Brah Brai Bugi Buhd Cakm Cans Cari Cham Cher Chrs Copt Cpmn Cprt Diak Dogr Dsrt Dupl Egyp Elba Elym " +
  "Ethi Gara Geor Glag Gong Gonm Goth Gran Gujr Gukh Guru Hano Hatr Hluw Hmng Hmnp Hung Ital Java Kali Kawi Khar " +
  "Khmr Khoj Kits Knda Krai Kthi Lana Laoo Lepc Limb Lina Linb Lisu Lyci Lydi Mahj Maka Mand Mani Marc Medf Mend " +
  "Merc Mero Mlym Modi Mong Mroo Mtei Mult Mymr Nagm Nand Narb Nbat Newa Nkoo Nshu Ogam Olck Onao Orkh Orya Osge " +
  "Osma Ougr Palm Pauc Perm Phag Phli Phlp Phnx Plrd Prti Rjng Rohg Runr Samr Sarb Saur Sgnw Shaw Shrd Sidd Sidt " +
  "Sind Sinh Sogd Sogo Sora Soyo Sund Sunu Sylo Syrc Tagb Takr Tale Talu Taml Tang Tavt Tayo Telu Tfng Tglg Thaa " +
  "Thai Tibt Tirh Tnsa Todr Tols Toto Tutg Ugar Vaii Vith Wara Wcho Xpeo Xsux Yezi Yiii Zanb";
// Writing systems that mix scripts within a word, as UTS #39 counts them: Japanese, Korean, Chinese with Bopomofo.
const SCRIPT_MIXES = ["Hani Hira Kana", "Hani Hang", "Hani Bopo"];

// What every script shares (Common, Inherited: spaces, apostrophes, most combining accents).
const SHARED_BY_ALL = /[\p{Script_Extensions=Zyyy}\p{Script_Extensions=Zinh}]/gu;

let writingSystems: RegExp[] | undefined;
/**
 * For each writing system, text wholly in its own letters. Built on first use: over a hundred and seventy
 * expressions that names in Latin letters never need past the first.
 */
function allWritingSystems(): RegExp[] {
  writingSystems ??= [...SCRIPTS.split(" "), ...SCRIPT_MIXES].flatMap((codes) => {
    const own = codes
      .split(" ")
      .map((code) => `\\p{Script_Extensions=${code}}`)
      .join("");
    try {
      return [new RegExp(`^[${own}]+$`, "u")];
    } catch {
      return [];
    }
  });
  return writingSystems;
}

/** True when the text, less what every script shares, is wholly in one writing system. */
const inOneWritingSystem = (text: string) => {
  const own = text.replace(SHARED_BY_ALL, "");
  return own === "" || allWritingSystems().some((system) => system.test(own));
};

/** True when a word (text between spaces) holds letters of two scripts: "paypalꓸcom" (Latin and Lisu). */
export function mixesScriptsInAWord(name: string): boolean {
  return !name.split(/\s+/u).every(inOneWritingSystem);
}

/**
 * True when the name reads as a link or an address: a full stop followed by letters as in a domain, or a letter
 * that looks like ".", "/" or ":" in a name not wholly in that letter's own script (Katakana ノ in a Japanese name
 * is a letter; after "https" it is a slash). A look-alike every script shares (the IPA length mark ː) is never
 * a name's own.
 */
export function looksLikeAddress(name: string): boolean {
  if (DOMAIN_LIKE.test(name)) return true;
  const lookAlikes = name.match(PUNCTUATION_LOOK_ALIKE);
  if (lookAlikes === null) return false;
  const own = name.replace(SHARED_BY_ALL, "");
  return !allWritingSystems().some(
    (system) => system.test(own) && lookAlikes.every((character) => system.test(character)),
  );
}

const DIGIT_LOOK_ALIKE_WORD = new RegExp(`^[${DIGIT_LOOK_ALIKES}]+$`, "u");
// eslint-disable-next-line no-control-regex -- ASCII is the point
const ASCII = /^[\u0000-\u007f]*$/;

/**
 * True when words made only of letters that look like digits follow one another with three or more such letters
 * and not all of them plain Latin O, I or l: "Call ОЗОО ІІІ" (Cyrillic) reads as "Call 0300 111", "Henry III" does
 * not count. Marks are set aside, so a digit with an accent still counts.
 */
export function looksLikeNumber(name: string): boolean {
  let run = "";
  for (const word of [
    ...name
      .normalize("NFD")
      .replace(/\p{M}/gu, "")
      .split(/[\s.'\u2019-]+/u),
    "",
  ]) {
    if (DIGIT_LOOK_ALIKE_WORD.test(word)) {
      run += word;
      continue;
    }
    if ([...run].length >= 3 && !ASCII.test(run)) return true;
    run = "";
  }
  return false;
}
