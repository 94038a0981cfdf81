/** Invented but ordinary-sounding British and Irish names for riders, trainers and owners (no real person). */
export const FIRST_NAMES = `Harry Rachael Paddy Sean Tom Hollie Jack Daniel Ryan Oisin Kieren Bryony Callum Rob Jamie Megan
Luke Saffie Aidan Gavin Conor Harriet Ben Nico Danny Richard Olly Charlie Liam Niamh James William George Oliver
Sam Joe Will Alex Adam Andrew David Michael Mark Paul Peter Simon Stephen Tony Kevin Brian Declan Donal Eoin Fergal
Killian Cian Darragh Shane Barry Kieran Rory Ciaran Mikey Keith Philip Hugh Nick Toby Freddie Archie Alfie Max Josh
Kate Emma Lucy Sophie Georgia Amy Jessica Hannah Chloe Becky Laura Sarah Grace Aoife Sinead Orla Ciara Roisin Lorna
Jodie Bethany Abbie Millie Katie Lizzie Nina Tara Clare Fiona Gemma Jane Anna Ellie Martin Neil Graham Colin Ian Stuart
Gary Lee Craig Dean Wayne Carl Scott Ross Jason Ricky Shaun Micky Robbie Stevie Tommy Jonjo Brendan Gerry Noel Pat`;

export const SURNAMES = `Moran Keane Brennan Quinlan Ashworth Fenwick Harte Donlon Mulroy Pelham Stanway Carvell Dunmore Ellery
Garside Hollins Kirwan Lattimer Mabey Norcott Orrell Pettit Rawle Sefton Tarrant Upshall Varley Whitlock Yarrow Blakey
Aldridge Bannister Bellamy Birtwistle Blackwood Bradshaw Bramley Brockley Burrows Calloway Carrick Chadwick Chesney
Claybourne Cobham Colwell Cotterill Cranfield Dalby Darnley Denholm Dewhurst Eastwood Elsworth Farnham Fairclough
Fielding Fitton Gilmore Goodall Greaves Hadley Halstead Harrop Hartigan Haworth Hebden Heywood Holroyd Horsfall Huxley
Ingham Jagger Kershaw Kettlewell Kinsella Lambert Langford Larkin Lowther Lytton Marriott Meldrum Merriman Milburn
Mottram Naylor Nettleton Oakley Ormerod Padgett Pennock Pickersgill Prendergast Quarmby Radcliffe Rainford Redfern
Ridley Rowntree Sandiford Scarlett Shackleton Sidebottom Slater Sowerby Stansfield Sutcliffe Tattersall Thackeray
Thornley Tindall Truscott Venables Wadsworth Walmsley Warburton Whiteley Wilberforce Winstanley Wolstenholme Yeadon
Ahern Boylan Cahill Cleary Conlon Costigan Cullinane Delaney Dempsey Devlin Doherty Dolan Donnelly Dowling Duggan
Egan Fahey Fennelly Flanagan Foley Gallagher Geraghty Gleeson Hanlon Hennessy Hogan Kavanagh Keogh Lalor Lenihan
Loughnane Lynch Madigan McAteer McCarron McGettigan McGrane McNulty Meagher Mulcahy Mullane Nolan O'Dwyer O'Keeffe
O'Leary O'Meara O'Shea Phelan Quigley Rafferty Scanlon Sheehy Tierney Tobin Twomey Whelan`;

/** Racing villages and training centres, the places yards are named after. */
export const GB_FLAT_YARDS = `Newmarket|Lambourn|Malton|Middleham|Epsom|Kingsclere|Marlborough|Manton|Beckhampton|Arundel|Hambleton|Thirsk|Musley Bank|Sessay|Pulborough|Upper Lambourn|East Ilsley|Compton|Chaddleworth`;
export const GB_JUMPS_YARDS = `Ditcheat|Lambourn|Naunton|Cheltenham|Kinnersley|Kings Caple|Upper Lambourn|Findon|Middleham|Cholmondeley|Ayr|Kelso|Hawick|Carrutherstown|Greystoke|Malton|Sheriff Hutton|Stow-on-the-Wold|Guilsborough|Newmarket|Withycombe|Bridgwater|Nicholashayne|Much Wenlock|Bromsgrove|Ellesmere|Lockerbie|Denton`;
export const IE_YARDS = `Kildare|Curragh|Rosewell|Ballysax|Carlow|Thomastown|Piltown|Ballyhale|Fethard|Cashel|Mallow|Kilcullen|Newbridge|Kilmacthomas|Bagenalstown|Mullingar|Navan|Trim|Gowran|Bansha`;

/** Owners race under a person's name, a couple's, a partnership's or a syndicate's. */
export const OWNER_GROUPS = `Racing Club|Partnership|Syndicate|Racing|Bloodstock|Thoroughbreds|Stud|Equine|Racing Partnership|Stables`;

export const list = (text: string, sep: RegExp = /\s+/) => [
  ...new Set(
    text
      .split(sep)
      .map((s) => s.trim())
      .filter(Boolean),
  ),
];
