/**
 * Registers every card definition (import for its side effects). Add a family file here
 * when adding cards, and flip their `status` to 'implemented' in data/cards.ts.
 */
import './core/spiders-of-mirkwood';
import './core/dol-guldur-orcs';
import './core/passage-through-mirkwood';
import './core/wilderlands';
import './core/journey-down-the-anduin';
import './core/escape-from-dol-guldur';
import './core/player-cards';
import './core/leadership';
import './core/tactics';
import './core/spirit';
import './core/lore';
