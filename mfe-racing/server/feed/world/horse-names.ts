/**
 * Racehorse names are built from two parts the way owners name them (a colour, a place, a quality or a name, then a
 * thing): 'Silver Lancer', 'Kilcash Lad', 'Midnight Legend'. Both lists are long so a whole racing population gets
 * distinct names; every name stays within the 18 characters the registries allow.
 */
const FIRST = `Silver Midnight Copper Galway Storm Velvet Highland Lucky Golden Crimson Western Harbour Northern Quiet Royal
Brave Distant Shadow Autumn Wild Polar Cosmic Dancing Iron Misty Amber Rapid Secret Summer Hidden Ballyhale Kilcash
Rathmore Glencoe Clonmore Ardmore Kilbeg Dunlavin Carrig Shannon Boyne Liffey Mourne Kerry Connemara Tipperary Clare
Sligo Wexford Mayo Atlantic Arctic Baltic Celtic Gaelic Saxon Norman Tudor Regal Noble Gallant Daring Bold Proud
Gentle Silent Hasty Merry Jolly Happy Sunny Stormy Windy Frosty Snowy Rainy Dusky Misty Cloudy Starry Moonlit Blue
Scarlet Ruby Jade Ivory Ebony Indigo Cobalt Saffron Russet Tawny Auburn Sable Pearl Opal Sapphire Emerald Coral
Marble Granite Flint Steel Bronze Platinum Mercury Solar Lunar Stellar Orion Apollo Atlas Titan Zeus Hermes Jupiter
Neptune Saturn Pluto Mister Master Lord Lady Captain Major Colonel General Admiral Doctor Saint King Queen Prince
Princess Duke Baron Count Sir Miss Little Big Old Young Grand High Deep Far Long Lone Fast Fleet Swift Quick Smart
Sharp Clever Canny Wise Lucky Fancy Classy Dapper Dashing Flying Roaring Racing Rolling Rising Running Soaring
Sailing Singing Smiling Shining Spinning Striking Thunder Lightning Tornado Cyclone Monsoon Sirocco Mistral Zephyr
Boreas Aurora Nova Comet Meteor Galaxy Nebula Cosmo Astro Rocket Jet Turbo Diesel Express Pacific Caspian Aegean
Adriatic Sahara Kalahari Gobi Andes Alpine Tundra Prairie Savanna Canyon Glacier Harvest Meadow Orchard Willow Oak
Ash Elm Hazel Rowan Holly Ivy Heather Bramble Thistle Clover Fern Moss Cedar Cypress Juniper Laurel Maple Birch
Poplar Larch Alder Kinross Carlisle Lomond Tweed Dee Spey Avon Severn Thames Trent Wye Exmoor Dartmoor Cotswold
Pennine Chiltern Mendip Quantock Malvern Wolds Fenland Broadland Moorland Upland Lowland Island Coastal River
Brook Valley Hill Ridge Summit Crest Peak Cape Bay Cove Reef Tide Wave Surf Sea Ocean Lake Loch Glen Vale Dale
Fell Moor Heath Marsh Forest Wood Grove Garden Park Court Castle Abbey Tower Bridge Gate Wall Mill Farm Manor
Lodge Cottage Hall Palace Temple Chapel Church Market Fair Carnival Circus Festival Jubilee Carnival Derby Oaks
Ascot Epsom Classic Vintage Retro Modern Urban Rural Global Local Final First Last Double Triple Lone Twin`;

const SECOND = `Arrow Legend Mariner Comet Whisper Falcon Thunder Echo Spirit Baron Tempest Rambler Voyager Quest Sovereign
Harvest Minstrel Drifter Pilgrim Blaze Lancer Orchid Ranger Saffron Topaz Warden Zephyr Jester Nomad Kestrel Lad Boy
Girl Lass Lady Rose Star Moon Sun Sky Cloud Rain Wind Gale Breeze Storm Flame Fire Spark Flash Bolt Dash Flight
Dream Vision Promise Hope Glory Honour Pride Valour Courage Victory Triumph Fortune Destiny Chance Gamble Venture
Journey Odyssey Voyage Crusade Mission Charge Raid Strike Attack Rebel Rogue Rascal Bandit Outlaw Pirate Buccaneer
Corsair Raider Hunter Archer Knight Squire Warrior Soldier Trooper Guardsman Sentinel Guardian Champion Hero Victor
Conqueror Emperor Monarch Regent Chieftain Warlord Captain Commander Marshal General Admiral Pilot Navigator Explorer
Pioneer Settler Trader Merchant Banker Broker Dealer Gambler Player Dancer Singer Poet Painter Sculptor Artist
Maestro Virtuoso Prodigy Genius Scholar Sage Oracle Prophet Wizard Magician Conjuror Charmer Enchanter Mystic Monk
Friar Abbot Bishop Cardinal Deacon Parson Vicar Hermit Wanderer Rover Traveller Gypsy Vagabond Tramp Hobo Drover
Shepherd Ploughman Miller Smith Cooper Fletcher Mason Carter Turner Weaver Tanner Thatcher Forester Ranger Warden
Keeper Steward Butler Valet Page Herald Courier Envoy Legate Consul Senator Tribune Praetor Caesar Augustus
Nero Titus Maximus Magnus Rex Prince Duke Earl Lord Laird Thane Squire Gent Toff Dandy Beau Fop Swell Blade Spear
Sabre Rapier Cutlass Dagger Lance Javelin Musket Cannon Mortar Rocket Missile Torpedo Diamond Ruby Pearl Garnet
Jewel Gem Crown Tiara Sceptre Throne Palace Castle Fortress Citadel Bastion Rampart Tower Spire Steeple Beacon
Lantern Lamp Torch Candle Mirror Prism Crystal Glass Silk Satin Lace Velvet Cotton Linen Tweed Denim Leather
Suede Ermine Mink Sable Fox Wolf Hawk Eagle Raven Crow Robin Wren Finch Lark Swallow Swift Martin Heron Crane
Stork Swan Gull Tern Osprey Harrier Merlin Hobby Buzzard Kite Condor Vulture Owl Badger Otter Stoat Weasel Hare
Stag Hind Buck Doe Fawn Colt Filly Foal Pony Mustang Bronco Stallion Charger Steed Courser Hunter Cob Trotter
Pacer Runner Sprinter Stayer Chaser Jumper Flyer Glider Skater Surfer Sailor Rower Boxer Fighter Duellist Striker
Keeper Bowler Batsman Fielder Captain Skipper Bosun Mate Gunner Sapper Lancer Hussar Dragoon Grenadier Fusilier
Rifleman Ranger Scout Spy Agent Mole Sleuth Detective Inspector Constable Sheriff Deputy Marshal Judge Jury
Verdict Appeal Motion Order Decree Edict Charter Treaty Accord Pact Alliance Union League Guild Society Club
Legacy Heritage Dynasty Empire Kingdom Realm Domain Frontier Horizon Meridian Equator Tropic Zenith Apex Summit
Pinnacle Vertex Crest Ridge Edge Point Cape Head Ness Bay Sound Strait Channel Passage Harbour Haven Refuge
Sanctuary Retreat Hideaway Shelter Cabin Chalet Villa Mansion Manor Grange Lodge Rectory Vicarage Hall Court`;

const words = (text: string) => [...new Set(text.split(/\s+/).filter(Boolean))];

const first = words(FIRST);
const second = words(SECOND);

/** Every name the model can give, in a fixed order (the population walks it with a stride, see horses.ts). */
export const HORSE_NAMES: readonly string[] = (() => {
  const out: string[] = [];
  for (const a of first)
    for (const b of second) {
      const name = `${a} ${b}`;
      if (a !== b && name.length <= 18) out.push(name);
    }
  return out;
})();
