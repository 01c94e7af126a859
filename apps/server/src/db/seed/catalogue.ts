import type { SeedAuthor, SeedPainting } from './types.ts';

/**
 * The demo catalogue: seven fictional artists and fifteen paintings, in English and Russian.
 * The artists and works are invented (the pictures are generated), but the texts are written as a
 * real auction catalogue would be: subject, technique, technical study, provenance and attribution.
 */

/** Joins HTML blocks (<p>, <h3>, <ul>, …) into one description. */
const html = (...blocks: string[]): string => blocks.join('');

export const authors: SeedAuthor[] = [
  { slug: 'lorenzo-vestri', name: { en: 'Lorenzo Vestri', ru: 'Лоренцо Вестри' }, life_years: '1478–1531' },
  { slug: 'pieter-van-hoorne', name: { en: 'Pieter van Hoorne', ru: 'Питер ван Хорне' }, life_years: '1612–1669' },
  { slug: 'egon-haller', name: { en: 'Egon Haller', ru: 'Эгон Халлер' }, life_years: '1886–1938' },
  { slug: 'marta-kessler', name: { en: 'Marta Kessler', ru: 'Марта Кесслер' }, life_years: '1891–1954' },
  { slug: 'jack-morrow', name: { en: 'Jack Morrow', ru: 'Джек Морроу' }, life_years: '1912–1961' },
  { slug: 'vera-ostrova', name: { en: 'Vera Ostrova', ru: 'Вера Острова' }, life_years: '1884–1950' },
  { slug: 'samuel-lind', name: { en: 'Samuel Lind', ru: 'Сэмюэл Линд' }, life_years: '1903–1975' },
];

export const paintings: SeedPainting[] = [
  // 1 ─ Lorenzo Vestri, 1512
  {
    slug: 'young-merchant',
    images: 3,
    video: false,
    author: 'lorenzo-vestri',
    name: { en: 'Portrait of a Young Merchant', ru: 'Портрет молодого купца' },
    year: 1512,
    ordering: 150,
    sale_id: 'SALE-0001',
    short_description: {
      en: 'A rare early canvas by Lorenzo Vestri: a young Florentine merchant in a deep red cap, set against a luminous Tuscan valley seen through an open window.',
      ru: 'Редкий ранний холст Лоренцо Вестри: молодой флорентийский купец в тёмно-красном берете на фоне залитой светом тосканской долины, открывающейся в окне.',
    },
    full_description: {
      en: html(
        '<p>Painted in Florence in 1512, the portrait shows a young man of perhaps twenty, turned three-quarters to the left, in a black doublet and the dark red <em>berretta</em> worn by the city’s merchant class. His right hand rests on the window sill; the left holds a folded letter with a broken seal, a discreet allusion to the correspondence on which every Florentine trading house depended. Behind him an open window gives onto a river valley that recedes in bands of green and blue towards a walled hill town — a device Vestri borrowed from the Netherlandish portraits then reaching Florence and made entirely his own.</p>',
        '<p>Vestri’s handling is at its most refined here. Over a pale grey <em>imprimatura</em> he modelled the face in thin, softly blended layers, reserving the warmest flesh tones for the ear and the rim of the nostril. The cap is built up over an opaque vermilion underlayer glazed with red lake, which gives it the depth of dyed wool. The landscape is painted with a finer brush and a cooler palette, so that the sitter seems to stand in a room lit by the very window beside him. Canvas was still unusual for Florentine portraiture in these years; the choice may reflect a patron who wanted a picture light enough to travel with him.</p>',
        '<h3>Condition and technical study</h3>',
        '<p>The canvas was lined in the nineteenth century and is in stable condition. During the 2021 conservation a discoloured natural-resin varnish and scattered retouchings along the lower edge were removed, revealing the original modelling of the hands. The technical study carried out before and during treatment established the following:</p>',
        '<ul><li><strong>Pigments</strong> (X-ray fluorescence and paint cross-sections): lead white, vermilion, red lake on an aluminium-containing substrate, natural ultramarine in the sky, copper-green glazes and lead-tin yellow type I — a palette entirely consistent with Florence in the 1510s.</li><li><strong>Infrared reflectography</strong>: a fluent brush underdrawing; the right hand was first placed lower, and the window frame was moved twice — revisions a copyist would not make.</li><li><strong>X-radiography</strong>: cusping of the weave along all four sides, confirming that the canvas has not been cut down.</li><li><strong>Dating of the support</strong>: radiocarbon analysis of a linen fibre from the tacking margin gives a calibrated range of 1436–1521.</li></ul>',
        '<h3>For the collector</h3>',
        '<p>Securely attributed Florentine portraits of the High Renaissance seldom reach the market, and fewer still come with an unbroken provenance and a full scientific file. With its surface freshly conserved and a sitter whose identity is supported by family inventories, <em>Portrait of a Young Merchant</em> is a cornerstone of the Pinacoteca collection and one of the most characteristic works of Vestri’s maturity. It is also offered as a whole.</p>',
      ),
      ru: html(
        '<p>Портрет написан во Флоренции в 1512 году. Молодой человек лет двадцати изображён в трёхчетвертном повороте влево, в чёрном дублете и тёмно-красной <em>берретте</em> — шапке, которую носило флорентийское купечество. Правая рука его лежит на подоконнике, в левой — сложенное письмо со сломанной печатью: ненавязчивый намёк на деловую переписку, без которой не мог существовать ни один торговый дом. За спиной модели в открытом окне раскрывается речная долина; зелёные и голубые планы уходят вдаль, к обнесённому стеной городку на холме. Этот приём Вестри подсмотрел у нидерландских портретистов, чьи работы тогда попадали во Флоренцию, но переосмыслил его вполне самостоятельно.</p>',
        '<p>Живописная манера Вестри здесь особенно утончённа. Лицо вылеплено по светло-серой имприматуре тонкими, мягко сплавленными слоями; самые тёплые оттенки мастер приберёг для мочки уха и края ноздри. Шапка написана по плотному подслою киновари, поверх которого проложены лессировки красного лака, — отсюда глубина цвета, напоминающая крашеную шерсть. Пейзаж исполнен более тонкой кистью и в более холодной гамме, и кажется, будто модель стоит в комнате, освещённой из того самого окна. Холст в те годы оставался для флорентийского портрета редкостью; возможно, заказчик хотел иметь картину, которую легко взять с собой в дорогу.</p>',
        '<h3>Сохранность и технологическое исследование</h3>',
        '<p>Холст дублирован в XIX веке, состояние стабильное. В ходе реставрации 2021 года были сняты потемневший натуральный лак и разрозненные поздние тонировки вдоль нижнего края, после чего открылась авторская моделировка рук. Исследование, проведённое до и во время реставрации, дало следующие результаты:</p>',
        '<ul><li><strong>Пигменты</strong> (рентгенофлуоресцентный анализ, изучение шлифов): свинцовые белила, киноварь, красный лак на алюминийсодержащем субстрате, натуральный ультрамарин в небе, медные зелёные лессировки и свинцово-оловянная жёлтая первого типа — палитра, полностью отвечающая флорентийской живописи 1510-х годов.</li><li><strong>Инфракрасная рефлектография</strong>: свободный подготовительный рисунок кистью; правая рука первоначально располагалась ниже, а оконная рама дважды смещалась — копиист подобных изменений не вносит.</li><li><strong>Рентгенография</strong>: характерные фестончатые искажения нитей по всем четырём сторонам подтверждают, что холст не обрезан.</li><li><strong>Датировка основы</strong>: радиоуглеродный анализ льняного волокна с кромки холста дал калиброванный интервал 1436–1521 годов.</li></ul>',
        '<h3>Коллекционеру</h3>',
        '<p>Флорентийские портреты Высокого Возрождения с надёжной атрибуцией появляются на рынке крайне редко, и ещё реже — с непрерывным провенансом и полноценным научным досье. Свежая после реставрации живописная поверхность и личность модели, подтверждённая семейными описями, делают «Портрет молодого купца» одной из опор собрания Pinacoteca и одной из самых характерных работ зрелого Вестри. Картина доступна и для покупки целиком.</p>',
      ),
    },
    attr_description: null,
    width_cm: 48,
    height_cm: 62,
    genre: 1,
    technic: 1,
    eras: [1],
    frame: 'with',
    orientation: 'portrait',
    price_cents: 8500,
    price_year_ago_cents: 6970,
    forecast_growth_percent: 9,
    estimated_value_cents: 969_000_000,
    sold: 62_000,
    histories: [
      {
        year: 1512,
        title: { en: 'Commissioned in Florence', ru: 'Заказ во Флоренции' },
        description: {
          en: 'Painted for the Ridolfini, a family of Florentine wool merchants. Family tradition, supported by a later inventory, identifies the sitter as Giovanni di Niccolò Ridolfini, then about twenty years old.',
          ru: 'Написан для Ридольфини — семьи флорентийских торговцев шерстью. Семейное предание, подкреплённое позднейшей описью, называет моделью Джованни ди Никколо Ридольфини, которому тогда было около двадцати лет.',
        },
      },
      {
        year: 1784,
        title: {
          en: 'Passed by descent; sold to an English traveller',
          ru: 'В семье заказчика; продажа английскому путешественнику',
        },
        description: {
          en: 'Recorded in the Ridolfini household inventories of 1598 and 1702 as «il ritratto di Giovanni, di mano di Lorenzo Vestri». Sold by the last of the line to an English collector on the Grand Tour and taken to England.',
          ru: 'Упомянут в домашних описях Ридольфини 1598 и 1702 годов как «il ritratto di Giovanni, di mano di Lorenzo Vestri» («портрет Джованни работы Лоренцо Вестри»). Последний представитель рода продал картину английскому коллекционеру, совершавшему гран-тур, и она уехала в Англию.',
        },
      },
      {
        year: 1911,
        title: { en: 'Sold at a London auction', ru: 'Продажа на аукционе в Лондоне' },
        description: {
          en: 'Sold by the collector’s descendants at a London auction and bought for a private collection in Geneva, where it remained for the next hundred and ten years.',
          ru: 'Наследники коллекционера выставили картину на лондонские торги; её приобрели для частного собрания в Женеве, где она оставалась следующие сто десять лет.',
        },
      },
      {
        year: 1962,
        title: { en: 'Exhibited in Geneva', ru: 'Выставка в Женеве' },
        description: {
          en: 'Lent to an exhibition of Italian Renaissance portraits from Swiss private collections; the catalogue entry first published the Ridolfini inventories.',
          ru: 'Экспонировался на выставке итальянского ренессансного портрета из швейцарских частных собраний; в каталожной статье впервые были опубликованы описи Ридольфини.',
        },
      },
      {
        year: 2021,
        title: {
          en: 'Acquired by the Pinacoteca fund; conservation',
          ru: 'Приобретение фондом Pinacoteca; реставрация',
        },
        description: {
          en: 'Acquired from the Geneva collection in March 2021. Conserved in a Florentine studio between April and July: removal of discoloured varnish and old retouchings, consolidation of the lining, reversible inpainting of minor losses.',
          ru: 'Приобретён у женевских владельцев в марте 2021 года. С апреля по июль прошёл реставрацию во флорентийской мастерской: удаление потемневшего лака и старых тонировок, укрепление дублировки, обратимая тонировка мелких утрат.',
        },
      },
    ],
    attributions: [
      {
        title: { en: 'Expert opinion', ru: 'Экспертное заключение' },
        description: {
          en: 'An independent specialist in Florentine painting of the early sixteenth century confirms the attribution to Lorenzo Vestri on the basis of style, comparison with his documented altarpieces and the Ridolfini inventories, and dates the work to about 1512.',
          ru: 'Независимый специалист по флорентийской живописи начала XVI века подтверждает авторство Лоренцо Вестри на основании стилистического анализа, сопоставления с его документированными алтарными образами и описей Ридольфини; датирует картину около 1512 года.',
        },
        date: '2021-02-18',
      },
      {
        title: { en: 'Technical analysis report', ru: 'Отчёт о технико-технологическом исследовании' },
        description: {
          en: 'X-ray fluorescence, paint cross-sections, infrared reflectography, X-radiography and radiocarbon dating of the linen. No anachronistic materials found; the underdrawing and revisions are consistent with an autograph work.',
          ru: 'Рентгенофлуоресцентный анализ, исследование шлифов, инфракрасная рефлектография, рентгенография и радиоуглеродная датировка льняной основы. Анахронистичных материалов не выявлено; подготовительный рисунок и авторские изменения характерны для оригинальной работы мастера.',
        },
        date: '2021-07-09',
      },
      {
        title: { en: 'Certificate of authenticity', ru: 'Сертификат подлинности' },
        description: {
          en: 'Issued on completion of conservation, summarising the expert opinion, the technical report and the documented provenance.',
          ru: 'Выдан по завершении реставрации; обобщает экспертное заключение, результаты технологического исследования и документированный провенанс.',
        },
        date: '2021-08-03',
      },
    ],
  },

  // 2 ─ Lorenzo Vestri, 1519
  {
    slug: 'annunciation-loggia',
    images: 2,
    video: false,
    author: 'lorenzo-vestri',
    name: { en: 'The Annunciation in the Loggia', ru: 'Благовещение в лоджии' },
    year: 1519,
    ordering: 140,
    sale_id: null,
    short_description: {
      en: 'Vestri’s most ambitious surviving narrative: Gabriel and the Virgin beneath a three-arched loggia, its pavement receding with perfect geometric precision towards an enclosed garden.',
      ru: 'Самая масштабная из сохранившихся повествовательных композиций Вестри: Гавриил и Дева Мария под трёхарочной лоджией, мощёный пол которой с безупречной точностью уходит в глубину, к замкнутому саду.',
    },
    full_description: {
      en: html(
        '<p>Commissioned in 1519 for the oratory of a Florentine lay confraternity, the picture sets the Annunciation within a deep loggia of three arches. Gabriel kneels at the left, a lily in his hand and his wings still raised from flight; the Virgin, interrupted at her reading, draws back with one hand lifted to her breast. Between them the patterned pavement recedes towards a walled garden — the <em>hortus conclusus</em>, emblem of Mary’s virginity — and a distant landscape under a pale morning sky.</p>',
        '<p>The composition is Vestri’s most ambitious exercise in linear perspective. The orthogonals of the floor converge on a single vanishing point placed just beyond the garden gate, on the axis between the two figures, so that the viewer’s eye travels the same path as the angel’s message. The grey <em>pietra serena</em> columns, the coffered vault and the slender iron tie-rods are described with an accuracy that suggests close knowledge of Brunelleschi’s buildings, while the figures keep the soft, rounded modelling of Vestri’s portraits.</p>',
        '<h3>Condition and technical study</h3>',
        '<p>Raking light shows the construction lines of the pavement incised into the ground with a stylus and straight-edge, a standard Florentine workshop practice. Infrared reflectography revealed pounce marks (<em>spolvero</em>) along the contours of Gabriel’s head, proving that the figure was transferred from a full-scale cartoon, whereas the Virgin was drawn freehand and substantially revised: her head was at first turned towards the angel. Pigment analysis identified azurite underlayers beneath a glaze of natural ultramarine in the Virgin’s mantle, lead-tin yellow, and mordant gilding in the haloes. The tight plain-weave linen is consistent with Tuscan canvas of the early sixteenth century.</p>',
        '<p>The 2021 conservation consolidated lifting paint along an old horizontal fold, removed a discoloured varnish and integrated small losses in the sky with reversible materials. The figures and the architecture are in remarkably good state.</p>',
        '<h3>For the collector</h3>',
        '<p>Large narrative paintings of the Florentine Renaissance are almost all held by churches and museums. With a documented commission, a provenance traceable across five centuries and a thorough technical file, this <em>Annunciation</em> is the most important work by Vestri still in private hands — which has made it one of the most sought-after pictures in the Pinacoteca collection.</p>',
      ),
      ru: html(
        '<p>Картина заказана в 1519 году для оратория одного из флорентийских мирских братств. Сцена Благовещения разворачивается в глубокой лоджии о трёх арках. Слева преклонил колено архангел Гавриил с лилией в руке; его крылья ещё подняты после полёта. Дева Мария, оторванная от чтения, отстраняется, прижав руку к груди. Между ними узорчатый пол уводит взгляд к обнесённому стеной саду — <em>hortus conclusus</em>, символу непорочности Богоматери, — и дальше, к пейзажу под бледным утренним небом.</p>',
        '<p>Это самый смелый опыт Вестри в линейной перспективе. Линии пола сходятся в единой точке схода, помещённой сразу за садовой калиткой, на оси между фигурами, — и взгляд зрителя проделывает тот же путь, что и благая весть. Серые колонны из <em>pietra serena</em>, кессонированный свод, тонкие железные затяжки переданы с такой точностью, что не приходится сомневаться: художник хорошо знал постройки Брунеллески. Фигуры же сохраняют мягкую, округлую лепку, знакомую по портретам Вестри.</p>',
        '<h3>Сохранность и технологическое исследование</h3>',
        '<p>В косопадающем свете на грунте читаются процарапанные стилом по линейке построения пола — обычная практика флорентийских мастерских. Инфракрасная рефлектография выявила следы припороха (<em>spolvero</em>) по контурам головы Гавриила: фигура перенесена с картона в натуральную величину. Мадонна же нарисована от руки и существенно переработана — первоначально её голова была повёрнута к ангелу. Анализ пигментов показал азуритовые подслои под лессировкой натурального ультрамарина в плаще Марии, свинцово-оловянную жёлтую и золочение по мордану в нимбах. Плотный льняной холст полотняного переплетения соответствует тосканским холстам начала XVI века.</p>',
        '<p>В ходе реставрации 2021 года укреплён красочный слой вдоль старого горизонтального сгиба, снят потемневший лак, мелкие утраты в небе восполнены обратимыми материалами. Фигуры и архитектура сохранились на редкость хорошо.</p>',
        '<h3>Коллекционеру</h3>',
        '<p>Крупные повествовательные композиции флорентийского Возрождения почти целиком принадлежат церквям и музеям. Документированный заказ, провенанс, прослеживаемый на протяжении пяти столетий, и подробное технологическое досье делают это «Благовещение» самой значительной работой Вестри, остающейся в частных руках. Неудивительно, что картина стала одной из самых востребованных в собрании Pinacoteca.</p>',
      ),
    },
    attr_description: null,
    width_cm: 140,
    height_cm: 95,
    genre: 2,
    technic: 1,
    eras: [1],
    frame: 'with',
    orientation: 'landscape',
    price_cents: 12_000,
    price_year_ago_cents: 10_560,
    forecast_growth_percent: 7,
    estimated_value_cents: 1_320_000_000,
    sold: 100_000,
    histories: [
      {
        year: 1519,
        title: { en: 'Commissioned for a confraternity oratory', ru: 'Заказ для оратория братства' },
        description: {
          en: 'Painted for the oratory of the Compagnia dell’Annunziata di San Frediano, a lay confraternity in the Oltrarno district of Florence. A payment of forty-two florins to «Lorenzo dipintore» is recorded in the confraternity’s ledger in November 1519.',
          ru: 'Написана для оратория Compagnia dell’Annunziata di San Frediano — мирского братства во флорентийском квартале Ольтрарно. В книге расходов братства за ноябрь 1519 года записана выплата сорока двух флоринов «Лоренцо, живописцу».',
        },
      },
      {
        year: 1785,
        title: { en: 'Suppression of the confraternity', ru: 'Упразднение братства' },
        description: {
          en: 'After Grand Duke Pietro Leopoldo suppressed the Florentine lay confraternities, the furnishings of the oratory were sold. The painting was bought by a Florentine antiquarian and soon passed into a patrician collection in the city.',
          ru: 'После того как великий герцог Пьетро Леопольдо упразднил флорентийские мирские братства, убранство оратория было распродано. Картину купил местный антиквар, и вскоре она оказалась в собрании одного из патрицианских семейств города.',
        },
      },
      {
        year: 1853,
        title: { en: 'Acquired by a collector from Lyon', ru: 'В собрании лионского коллекционера' },
        description: {
          en: 'Bought in Florence by a Lyon silk manufacturer and recorded in the printed catalogue of his collection in 1860 as a work of Vestri.',
          ru: 'Приобретена во Флоренции лионским шёлкофабрикантом; в печатном каталоге его собрания 1860 года значится как произведение Вестри.',
        },
      },
      {
        year: 1924,
        title: { en: 'Sold at a Paris auction', ru: 'Продажа на аукционе в Париже' },
        description: {
          en: 'Sold by the Lyon collector’s heirs at a Paris auction and bought by a Brussels collector; passed by descent in the same family until 2021.',
          ru: 'Наследники лионского собирателя продали картину на парижских торгах; её купил брюссельский коллекционер, и до 2021 года она передавалась в его семье по наследству.',
        },
      },
      {
        year: 2021,
        title: {
          en: 'Acquired by the Pinacoteca fund; conservation',
          ru: 'Приобретение фондом Pinacoteca; реставрация',
        },
        description: {
          en: 'Acquired from the Brussels family in February 2021 and conserved between March and June: consolidation along an old fold, varnish removal, reversible retouching of small losses in the sky.',
          ru: 'Приобретена у брюссельских владельцев в феврале 2021 года; с марта по июнь — реставрация: укрепление красочного слоя вдоль старого сгиба, снятие лака, обратимая тонировка мелких утрат в небе.',
        },
      },
    ],
    attributions: [
      {
        title: { en: 'Archival research', ru: 'Архивное исследование' },
        description: {
          en: 'Identification of the 1519 payment in the confraternity ledger, now in the Florentine State Archives, and of the painting in the 1860 Lyon collection catalogue.',
          ru: 'Выявление записи о платеже 1519 года в книге расходов братства (ныне в Государственном архиве Флоренции) и упоминания картины в каталоге лионского собрания 1860 года.',
        },
        date: '2021-01-26',
      },
      {
        title: { en: 'Technical analysis report', ru: 'Отчёт о технико-технологическом исследовании' },
        description: {
          en: 'Infrared reflectography, pigment analysis by X-ray fluorescence and cross-sections, examination in raking and ultraviolet light. The incised perspective, the cartoon transfer and the revised Virgin confirm an original workshop process.',
          ru: 'Инфракрасная рефлектография, анализ пигментов методом РФА и по шлифам, исследование в косопадающем и ультрафиолетовом свете. Процарапанное перспективное построение, перенос с картона и переработанная фигура Мадонны свидетельствуют о подлинном мастерском процессе.',
        },
        date: '2021-05-14',
      },
      {
        title: { en: 'Certificate of authenticity', ru: 'Сертификат подлинности' },
        description: {
          en: 'Confirms the attribution to Lorenzo Vestri and the date of 1519 on the combined evidence of the documents, the style and the technical study.',
          ru: 'Подтверждает авторство Лоренцо Вестри и датировку 1519 годом на основании совокупности документальных, стилистических и технологических данных.',
        },
        date: '2021-07-01',
      },
    ],
  },

  // 3 ─ Pieter van Hoorne, 1648
  {
    slug: 'lemons-silver-ewer',
    images: 2,
    video: true,
    author: 'pieter-van-hoorne',
    name: { en: 'Still Life with Lemons and a Silver Ewer', ru: 'Натюрморт с лимонами и серебряным кувшином' },
    year: 1648,
    ordering: 135,
    sale_id: null,
    short_description: {
      en: 'A signed and dated Haarlem still life: a half-peeled lemon, its rind spiralling over the table edge, beside a tall silver ewer and a white damask cloth against a deep dark ground.',
      ru: 'Подписной и датированный харлемский натюрморт: надчищенный лимон, чья кожура спиралью свисает с края стола, высокий серебряный кувшин и белая камчатная скатерть на глубоком тёмном фоне.',
    },
    full_description: {
      en: html(
        '<p>On a table partly covered with a crisp white damask cloth stand a tall silver ewer, a pewter plate and three lemons, one of them half-peeled so that its rind falls in a loose spiral over the table edge. The objects emerge from a deep olive-brown darkness, lit from a high window at the left whose panes are mirrored, gently distorted, in the body of the ewer. Signed and dated on the table edge <em>P. v. Hoorne 1648</em>, the picture belongs to the mature phase of Haarlem still-life painting, when the restrained, near-monochrome <em>banketje</em> of the 1630s gave way to richer colour and costlier objects.</p>',
        '<p>Van Hoorne is at his best in the description of surfaces. The lemon peel is laid in thick lead-tin yellow, its pitted texture scored into the wet paint with the butt of the brush; the silver is painted almost entirely in greys, with highlights of pure lead white set down in single decisive touches. The cut lemon, a familiar emblem of beauty outside and bitterness within, invited the moralising reading Dutch viewers expected, while the ewer, in the fashionable auricular style, speaks plainly of prosperity.</p>',
        '<h3>Condition and technical study</h3>',
        '<p>X-radiography revealed a change of mind: a tall roemer glass originally stood to the right of the ewer and was painted out by the artist, who replaced it with the falling peel to open up the composition. Infrared reflectography shows sparse underdrawing, limited to the ellipse of the plate and the axis of the ewer. Pigment analysis identified lead-tin yellow, lead white, bone black, earth pigments and smalt in the cool shadows of the cloth; thread-count analysis places the canvas among weave types used in Haarlem in the 1640s. The picture was relined in the early twentieth century. In 2021 a yellowed varnish and later overpaint in the background were removed, restoring the depth of the dark ground and the cool tonality of the cloth.</p>',
        '<p>The accompanying video, filmed in raking light during conservation, shows the relief of the lemon peel and the crisp highlights on the silver, which no photograph fully conveys.</p>',
        '<h3>For the collector</h3>',
        '<p>Signed and dated pictures are the backbone of any collection of Dutch still life, and a work of this quality and condition, recorded in an inventory within the painter’s lifetime, is a classic holding in a field with a deep international collector base.</p>',
      ),
      ru: html(
        '<p>На столе, отчасти покрытом накрахмаленной белой камчатной скатертью, стоят высокий серебряный кувшин и оловянная тарелка, рядом — три лимона; один из них надчищен, и кожура свободной спиралью свисает с края стола. Предметы выступают из глубокой оливково-коричневой тьмы; свет падает слева, из высокого окна, переплёт которого, слегка искажаясь, отражается в тулове кувшина. Картина подписана и датирована на ребре стола — <em>P. v. Hoorne 1648</em> — и относится к зрелой поре харлемского натюрморта, когда сдержанные, почти монохромные «завтраки» 1630-х годов уступили место более звучному колориту и более дорогим вещам.</p>',
        '<p>Сильнее всего Ван Хорне там, где нужно передать фактуру. Кожура лимона написана густой свинцово-оловянной жёлтой, а её пористость процарапана по сырой краске черенком кисти. Серебро почти целиком построено на серых тонах; блики чистых свинцовых белил положены одним уверенным касанием. Надрезанный лимон — привычная эмблема красоты снаружи и горечи внутри — располагал тогдашнего зрителя к нравоучительному прочтению, а кувшин в модном аурикулярном стиле недвусмысленно говорит о достатке.</p>',
        '<h3>Сохранность и технологическое исследование</h3>',
        '<p>Рентгенография обнаружила авторское изменение замысла: справа от кувшина первоначально стоял высокий бокал-рёмер, который художник записал, заменив его свисающей кожурой, чтобы «раскрыть» композицию. Инфракрасная рефлектография выявила скупой подготовительный рисунок — лишь эллипс тарелки и ось кувшина. Анализ пигментов показал свинцово-оловянную жёлтую, свинцовые белила, костяную чёрную, земляные пигменты и смальту в холодных тенях скатерти; подсчёт плотности нитей сближает холст с типами переплетения, бытовавшими в Харлеме в 1640-е годы. В начале XX века картина была дублирована. В 2021 году сняты пожелтевший лак и поздние записи фона — вернулись глубина тёмного фона и холодный тон скатерти.</p>',
        '<p>Видео, снятое в косопадающем свете во время реставрации, позволяет увидеть рельеф лимонной кожуры и чёткие блики на серебре — то, чего не передаст ни одна фотография.</p>',
        '<h3>Коллекционеру</h3>',
        '<p>Подписные и датированные работы составляют костяк любого собрания голландского натюрморта. Вещь такого качества и сохранности, к тому же упомянутая в описи ещё при жизни художника, — классическое приобретение в области, где круг коллекционеров широк и по-настоящему международен.</p>',
      ),
    },
    attr_description: null,
    width_cm: 90,
    height_cm: 70,
    genre: 2,
    technic: 1,
    eras: [2],
    frame: 'with',
    orientation: 'landscape',
    price_cents: 6400,
    price_year_ago_cents: 5440,
    forecast_growth_percent: 8,
    estimated_value_cents: 755_200_000,
    sold: 31_450,
    histories: [
      {
        year: 1648,
        title: { en: 'Painted in Haarlem', ru: 'Написан в Харлеме' },
        description: {
          en: 'Signed and dated on the table edge: «P. v. Hoorne 1648».',
          ru: 'Подпись и дата на ребре стола: «P. v. Hoorne 1648».',
        },
      },
      {
        year: 1661,
        title: { en: 'Recorded in a Haarlem estate inventory', ru: 'Упоминание в харлемской описи имущества' },
        description: {
          en: 'Listed in the estate inventory of a Haarlem brewer as «een stilleven met citroenen ende een silvere kan van Van Hoorne» and valued at sixty guilders.',
          ru: 'Значится в описи имущества харлемского пивовара как «een stilleven met citroenen ende een silvere kan van Van Hoorne» («натюрморт с лимонами и серебряным кувшином работы Ван Хорне») с оценкой в шестьдесят гульденов.',
        },
      },
      {
        year: 1836,
        title: { en: 'Sold at auction in Amsterdam', ru: 'Продажа на аукционе в Амстердаме' },
        description: {
          en: 'Bought at an Amsterdam sale by a London dealer and placed in an English country-house collection, where it remained for more than a century and a half.',
          ru: 'Куплен на амстердамских торгах лондонским дилером и попал в собрание английской загородной усадьбы, где оставался более полутора веков.',
        },
      },
      {
        year: 1989,
        title: { en: 'Sold at a London auction', ru: 'Продажа на аукционе в Лондоне' },
        description: {
          en: 'Sold by the family at a London auction and acquired by a private collector in Zurich.',
          ru: 'Владельцы продали картину на лондонских торгах; её приобрёл частный коллекционер из Цюриха.',
        },
      },
      {
        year: 2021,
        title: {
          en: 'Acquired by the Pinacoteca fund; conservation',
          ru: 'Приобретение фондом Pinacoteca; реставрация',
        },
        description: {
          en: 'Acquired from the Zurich collection in April 2021. Conserved in Amsterdam in May–July: removal of yellowed varnish and later overpaint in the background, local retouching of abraded areas.',
          ru: 'Приобретён у цюрихского владельца в апреле 2021 года. В мае–июле отреставрирован в Амстердаме: сняты пожелтевший лак и поздние записи фона, локально затонированы потёртости.',
        },
      },
    ],
    attributions: [
      {
        title: { en: 'Expert opinion', ru: 'Экспертное заключение' },
        description: {
          en: 'A specialist in Dutch seventeenth-century still life confirms the picture as an autograph work by Pieter van Hoorne, with an original signature and date, and links it to the 1661 Haarlem inventory entry.',
          ru: 'Специалист по голландскому натюрморту XVII века признаёт картину подлинной работой Питера ван Хорне с авторскими подписью и датой и связывает её с записью в харлемской описи 1661 года.',
        },
        date: '2021-03-30',
      },
      {
        title: { en: 'Technical analysis report', ru: 'Отчёт о технико-технологическом исследовании' },
        description: {
          en: 'X-radiography, infrared reflectography, pigment analysis and canvas thread-count study; the signature was examined under ultraviolet light and lies beneath the old varnish, in the same paint as the table edge.',
          ru: 'Рентгенография, инфракрасная рефлектография, анализ пигментов и подсчёт плотности нитей холста. Подпись исследована в ультрафиолете: она лежит под старым лаком и выполнена той же краской, что и ребро стола.',
        },
        date: '2021-06-22',
      },
    ],
  },

  // 4 ─ Pieter van Hoorne, 1652
  {
    slug: 'dunes-at-dusk',
    images: 2,
    video: false,
    author: 'pieter-van-hoorne',
    name: { en: 'Dunes near Haarlem at Dusk', ru: 'Дюны под Харлемом в сумерках' },
    year: 1652,
    ordering: 120,
    sale_id: 'SALE-0002',
    short_description: {
      en: 'The largest of Van Hoorne’s rare landscapes: a strip of dunes under a vast evening sky, with the tower of Haarlem’s Grote Kerk on the horizon.',
      ru: 'Самый крупный из немногих пейзажей Ван Хорне: узкая полоса дюн под огромным вечерним небом и башня харлемской церкви Святого Бавона на горизонте.',
    },
    full_description: {
      en: html(
        '<p>Low dunes, a sandy track with two walkers and a shepherd driving his flock home occupy barely a quarter of the canvas. Above them rises an immense evening sky of piled cumulus, turning gold and rose where the setting sun catches the cloud edges and deepening to blue-grey overhead. Far off at the right, the silhouette of the Grote Kerk of St Bavo fixes the scene as the countryside just outside Haarlem — the subject of the small views known to contemporaries as <em>Haarlempjes</em>.</p>',
        '<p>Although best known for his still lifes, Van Hoorne painted a small group of landscapes in the early 1650s, of which this is the largest and most ambitious. The dunes are brushed in thin, fluid browns and greens through which the warm ground still shows; the sky, by contrast, is worked wet-in-wet with smalt and lead white, the cloud edges lifted with touches of impasto. The very low horizon and the emotional weight given to the sky place the picture at the turning point between the tonal landscape of the 1640s and the more dramatic manner of the following decade.</p>',
        '<h3>Condition and technical study</h3>',
        '<ul><li><strong>Signature</strong>: «PvHoorne 1652», lower left, examined under ultraviolet light and found to be original, lying beneath the old varnish.</li><li><strong>Infrared reflectography</strong>: the church tower was first sketched near the centre of the horizon and moved to the right during painting, lending the composition its open, asymmetrical balance.</li><li><strong>Pigments</strong>: smalt, lead white, lead-tin yellow, earths and bone black. Cross-sections show that part of the smalt in the upper sky has lost its colour, as is common in Dutch skies of the period, so that the zenith now reads greyer than the painter intended; this change is stable and not reversible.</li><li><strong>Support</strong>: a single piece of fine plain-weave linen, lined in the nineteenth century; weave density is consistent with Haarlem canvases of the 1650s.</li></ul>',
        '<p>The 2021 conservation removed a heavily yellowed varnish that had turned the sky greenish and flattened the recession of the dunes; losses along the old stretcher-bar lines were filled and retouched.</p>',
        '<h3>For the collector</h3>',
        '<p>A signed and dated landscape by a painter known chiefly for still life is a rarity, and this picture is also one of the works in the Pinacoteca collection offered for purchase as a whole.</p>',
      ),
      ru: html(
        '<p>Невысокие дюны, песчаная дорога с двумя путниками и пастух, гонящий стадо домой, занимают едва ли четверть холста. Над ними вздымается огромное вечернее небо с громадами кучевых облаков: их края, тронутые лучами заходящего солнца, отливают золотом и розовым, а выше, к зениту, цвет сгущается до серо-голубого. Далеко справа, на горизонте, — силуэт церкви Святого Бавона: это окрестности Харлема, те самые виды, которые современники называли <em>Haarlempjes</em> — «харлемчиками».</p>',
        '<p>Ван Хорне известен прежде всего натюрмортами, однако в начале 1650-х годов он написал небольшую группу пейзажей; этот — самый крупный и самый честолюбивый из них. Дюны проложены тонкими, текучими коричневыми и зелёными слоями, сквозь которые просвечивает тёплый грунт. Небо, напротив, написано «сырое по сырому» смальтой и свинцовыми белилами, а края облаков подняты пастозными мазками. Очень низкий горизонт и та эмоциональная роль, которую получает небо, ставят картину на рубеже между тональным пейзажем 1640-х годов и более драматической манерой следующего десятилетия.</p>',
        '<h3>Сохранность и технологическое исследование</h3>',
        '<ul><li><strong>Подпись</strong>: «PvHoorne 1652» слева внизу; исследование в ультрафиолете показало, что она авторская и лежит под старым лаком.</li><li><strong>Инфракрасная рефлектография</strong>: башня сначала была намечена ближе к центру горизонта и в ходе работы перенесена вправо — отсюда открытое, асимметричное равновесие композиции.</li><li><strong>Пигменты</strong>: смальта, свинцовые белила, свинцово-оловянная жёлтая, земли и костяная чёрная. Шлифы показывают, что часть смальты в верхней части неба обесцветилась, как это часто бывает в голландских пейзажах того времени, и зенит теперь кажется серее, чем задумывал художник; изменение стабильно и необратимо.</li><li><strong>Основа</strong>: цельный тонкий льняной холст полотняного переплетения, дублированный в XIX веке; плотность нитей соответствует харлемским холстам 1650-х годов.</li></ul>',
        '<p>В ходе реставрации 2021 года снят сильно пожелтевший лак, из-за которого небо приобрело зеленоватый оттенок, а планы дюн слились; утраты вдоль следов старого подрамника восполнены и затонированы.</p>',
        '<h3>Коллекционеру</h3>',
        '<p>Подписной и датированный пейзаж мастера, известного главным образом натюрмортами, — большая редкость. Кроме того, это одна из работ собрания Pinacoteca, которую можно приобрести целиком.</p>',
      ),
    },
    attr_description: null,
    width_cm: 110,
    height_cm: 75,
    genre: 4,
    technic: 1,
    eras: [2],
    frame: 'with',
    orientation: 'landscape',
    price_cents: 5800,
    price_year_ago_cents: 5220,
    forecast_growth_percent: 7,
    estimated_value_cents: 626_400_000,
    sold: 12_300,
    histories: [
      {
        year: 1652,
        title: { en: 'Painted in Haarlem', ru: 'Написан в Харлеме' },
        description: {
          en: 'Signed and dated lower left: «PvHoorne 1652».',
          ru: 'Подпись и дата слева внизу: «PvHoorne 1652».',
        },
      },
      {
        year: 1738,
        title: { en: 'Sold at auction in Leiden', ru: 'Продажа на аукционе в Лейдене' },
        description: {
          en: 'Included in the sale of an anonymous Leiden collection, described in the catalogue as «een duynlantschap tegen den avont, door Hoorne».',
          ru: 'Продан в составе анонимного лейденского собрания; в каталоге описан как «een duynlantschap tegen den avont, door Hoorne» («пейзаж с дюнами под вечер работы Хорне»).',
        },
      },
      {
        year: 1871,
        title: { en: 'In a Scottish collection', ru: 'В шотландском собрании' },
        description: {
          en: 'Bought from a London dealer by an Edinburgh collector of Dutch landscape painting; passed by descent in the family.',
          ru: 'Куплен у лондонского дилера эдинбургским собирателем голландского пейзажа и далее передавался в семье по наследству.',
        },
      },
      {
        year: 1954,
        title: { en: 'Exhibited in Edinburgh', ru: 'Выставка в Эдинбурге' },
        description: {
          en: 'Lent by the family to an exhibition of Dutch landscape painting from Scottish private collections.',
          ru: 'Семья предоставила картину на выставку голландского пейзажа из частных собраний Шотландии.',
        },
      },
      {
        year: 2021,
        title: {
          en: 'Acquired by the Pinacoteca fund; conservation',
          ru: 'Приобретение фондом Pinacoteca; реставрация',
        },
        description: {
          en: 'Acquired from the collector’s descendants in May 2021 and conserved in June–August: removal of yellowed varnish, filling and retouching of losses along the old stretcher-bar lines.',
          ru: 'Приобретён у потомков коллекционера в мае 2021 года; в июне–августе — реставрация: снятие пожелтевшего лака, восполнение и тонировка утрат вдоль следов подрамника.',
        },
      },
    ],
    attributions: [
      {
        title: { en: 'Expert opinion', ru: 'Экспертное заключение' },
        description: {
          en: 'Confirms the attribution to Pieter van Hoorne and places the picture within his small group of landscapes of the early 1650s, identifying it with the 1738 Leiden sale.',
          ru: 'Подтверждает авторство Питера ван Хорне, включает картину в небольшую группу его пейзажей начала 1650-х годов и отождествляет её с лотом лейденского аукциона 1738 года.',
        },
        date: '2021-04-19',
      },
      {
        title: { en: 'Technical analysis report', ru: 'Отчёт о технико-технологическом исследовании' },
        description: {
          en: 'Ultraviolet examination of the signature, infrared reflectography, pigment cross-sections documenting the degradation of smalt, and canvas weave analysis.',
          ru: 'Исследование подписи в ультрафиолете, инфракрасная рефлектография, анализ шлифов, фиксирующий деградацию смальты, и анализ переплетения холста.',
        },
        date: '2021-07-27',
      },
    ],
  },

  // 5 ─ under attribution (Dutch, 17th century?)
  {
    slug: 'lady-black-lace',
    images: 2,
    video: false,
    author: null,
    name: { en: 'Portrait of a Lady in Black Lace', ru: 'Портрет дамы в чёрном кружеве' },
    year: null,
    ordering: 60,
    sale_id: null,
    short_description: {
      en: 'A restrained portrait of a woman in black silk with a broad white lace collar, now under attribution; its handling points to a Haarlem workshop of the 1640s.',
      ru: 'Сдержанный портрет женщины в чёрном шёлковом платье с широким белым кружевным воротником. Картина проходит атрибуцию; манера письма указывает на одну из харлемских мастерских 1640-х годов.',
    },
    full_description: {
      en: html(
        '<p>A woman of about thirty, seen at half length and turned slightly to the right, looks out at the viewer with composed reserve. She wears a black silk gown whose figured pattern is suggested only by shifts in sheen, black bobbin lace at the cuffs and a broad, flat collar of white lace that spreads across her shoulders; a thin gold chain and a closed fan are her only ornaments. The plain warm-grey background and the steady light from the upper left concentrate all attention on the face and the collar.</p>',
        '<p>The painter knew exactly how much to describe. The lace is rendered with small, crisp strokes of lead white over a grey underlayer, convincing at a distance yet never mechanical; the face is modelled with great economy, with a few cool half-tones at the temple and a single warm accent at the lips. The costume, the format and the sober palette all point to the Northern Netherlands in the 1640s, and the broad, confident handling of the black silk recalls the portrait workshops active in Haarlem in those years.</p>',
        '<h3>The study so far</h3>',
        '<p>The canvas, relined in the nineteenth century, is in sound structural condition; a yellowed varnish and scattered retouchings in the background have not yet been removed, pending the completion of the analyses. First results show a double ground of red earth beneath grey — the preparation typical of the Northern Netherlands — and a palette of lead white, bone black, earths and smalt with no anachronistic pigment. Infrared reflectography reveals a brief brush sketch of the contours and a slight narrowing of the collar during painting, which indicates an original composition rather than a copy.</p>',
        '<h3>Why it matters</h3>',
        '<p>The attribution under consideration could change the standing of the picture considerably. Until the study is complete the portrait carries no price and no tokens are offered; all findings will be published on this page as they arrive.</p>',
      ),
      ru: html(
        '<p>Женщина лет тридцати, изображённая по пояс и чуть развёрнутая вправо, смотрит на зрителя со спокойной сдержанностью. На ней чёрное шёлковое платье, узор которого угадывается лишь по переливам блеска, чёрные плетёные кружева на манжетах и широкий плоский белый кружевной воротник, лежащий на плечах. Единственные украшения — тонкая золотая цепочка и сложенный веер. Гладкий тёпло-серый фон и ровный свет слева сверху сосредоточивают всё внимание на лице и воротнике.</p>',
        '<p>Художник точно знал меру подробностей. Кружево передано мелкими чёткими мазками свинцовых белил по серому подслою — издали оно совершенно убедительно, но нигде не становится механическим. Лицо вылеплено очень экономно: несколько холодных полутонов на виске и единственный тёплый акцент на губах. Костюм, формат и строгая палитра указывают на Северные Нидерланды 1640-х годов, а широкое, уверенное письмо чёрного шёлка напоминает о портретных мастерских, работавших в те годы в Харлеме.</p>',
        '<h3>Что уже известно</h3>',
        '<p>Холст, дублированный в XIX веке, в удовлетворительном состоянии. Пожелтевший лак и разрозненные тонировки фона пока не удалены — реставрация начнётся после завершения анализов. Первые результаты показали двухслойный грунт (красная земля под серым), типичный для Северных Нидерландов, и палитру из свинцовых белил, костяной чёрной, земляных пигментов и смальты — без анахронизмов. Инфракрасная рефлектография выявила беглый набросок контуров кистью и небольшое сужение воротника в процессе работы, что говорит об оригинальной композиции, а не о копии.</p>',
        '<h3>Почему это важно</h3>',
        '<p>Рассматриваемая атрибуция может существенно изменить статус картины. До завершения исследования у портрета нет цены и токены не выпускаются; все новые результаты будут публиковаться на этой странице.</p>',
      ),
    },
    attr_description: {
      en: 'This painting is currently under attribution. Its author, title, date and price have not yet been determined; «Portrait of a Lady in Black Lace» is a working title. Technical analysis and comparative study with Haarlem portrait workshops of the 1640s are in progress. Once the attribution is complete, the painting will be valued and its tokens offered on the platform.',
      ru: 'Картина проходит атрибуцию. Автор, название, датировка и цена пока не установлены; «Портрет дамы в чёрном кружеве» — рабочее название. Идут технологическое исследование и сравнительный анализ с работами харлемских портретных мастерских 1640-х годов. После завершения атрибуции картина будет оценена, и её токены появятся на платформе.',
    },
    width_cm: 70,
    height_cm: 90,
    genre: 1,
    technic: 1,
    eras: [2],
    frame: 'with',
    orientation: 'portrait',
    price_cents: 0,
    price_year_ago_cents: 0,
    forecast_growth_percent: 0,
    estimated_value_cents: 0,
    sold: 0,
    histories: [
      {
        year: null,
        title: {
          en: 'Private collection, the Netherlands (19th century)',
          ru: 'Частное собрание, Нидерланды (XIX век)',
        },
        description: {
          en: 'A partly legible wax seal with a coat of arms and a painted inventory number on the stretcher suggest that the portrait belonged to a Dutch family collection in the nineteenth century.',
          ru: 'Частично читаемая сургучная печать с гербом и инвентарный номер на подрамнике позволяют предположить, что в XIX веке портрет находился в семейном собрании в Нидерландах.',
        },
      },
      {
        year: 1968,
        title: { en: 'Sold at auction in Belgium', ru: 'Продажа на аукционе в Бельгии' },
        description: {
          en: 'Sold at a regional auction in Ghent as «Dutch School, 17th century» and bought by a private collector in Antwerp.',
          ru: 'Продан на региональном аукционе в Генте как «Голландская школа, XVII век»; покупатель — частный коллекционер из Антверпена.',
        },
      },
      {
        year: 2021,
        title: { en: 'Acquired by the Pinacoteca fund', ru: 'Приобретение фондом Pinacoteca' },
        description: {
          en: 'Acquired from the Antwerp collector’s heirs in September 2021 specifically for study; the attribution programme began in October.',
          ru: 'Приобретён у наследников антверпенского коллекционера в сентябре 2021 года именно для изучения; программа атрибуции началась в октябре.',
        },
      },
    ],
    attributions: [
      {
        title: {
          en: 'Comparative analysis with Haarlem portrait workshops',
          ru: 'Сравнительный анализ с работами харлемских портретных мастерских',
        },
        description: {
          en: 'In progress. The portrait is being compared with works from the workshops of Johannes Verspronck and Frans Hals and with the few known portraits by Pieter van Hoorne. The handling of the lace and the restrained modelling of the face point to Haarlem in the 1640s; no conclusion has been reached.',
          ru: 'Ведётся. Портрет сопоставляется с работами мастерских Иоханнеса Верспронка и Франса Халса, а также с немногочисленными портретами Питера ван Хорне. Трактовка кружева и сдержанная лепка лица указывают на Харлем 1640-х годов; окончательных выводов пока нет.',
        },
        date: '2021-10-18',
      },
      {
        title: {
          en: 'Pigment and ground analysis — interim report',
          ru: 'Анализ пигментов и грунта — промежуточный отчёт',
        },
        description: {
          en: 'Double ground of red earth beneath grey; lead white, bone black, earths and smalt. No pigment later than the seventeenth century detected.',
          ru: 'Двухслойный грунт: красная земля под серым. Свинцовые белила, костяная чёрная, земляные пигменты, смальта. Пигментов позднее XVII века не обнаружено.',
        },
        date: '2022-02-09',
      },
      {
        title: { en: 'Canvas weave matching — pending', ru: 'Сопоставление переплетения холста — в работе' },
        description: {
          en: 'Thread counts taken from the X-radiographs are being compared with data from dated Dutch canvases. A match with a canvas from the same bolt used by a known painter would provide strong evidence for the attribution.',
          ru: 'Данные о плотности нитей, полученные по рентгенограммам, сопоставляются с данными датированных голландских холстов. Совпадение с холстом из того же рулона, которым пользовался известный художник, стало бы весомым аргументом для атрибуции.',
        },
        date: null,
      },
    ],
  },

  // 6 ─ Egon Haller, 1911
  {
    slug: 'red-roofs',
    images: 2,
    video: false,
    author: 'egon-haller',
    name: { en: 'Red Roofs of Weilheim', ru: 'Красные крыши Вайльхайма' },
    year: 1911,
    ordering: 125,
    sale_id: null,
    short_description: {
      en: 'Haller’s breakthrough summer of 1911: the red roofs of an Upper Bavarian market town against green hills, painted in flat, glowing colour held by thick dark contours.',
      ru: 'Переломное лето 1911 года в творчестве Халлера: красные крыши верхнебаварского городка на фоне зелёных холмов, написанные плоскими пылающими цветами в плотных тёмных контурах.',
    },
    full_description: {
      en: html(
        '<p>From a rise at the edge of town Haller looks down over a jumble of steep, brick-red roofs towards a church tower and the rolling green hills of the Alpine foreland beyond. There is no perspective depth in the academic sense: roofs, walls and hills are stacked like flat, interlocking shapes, each filled with a single, unmodulated colour — vermilion, emerald, ultramarine, a sharp lemon yellow for a sunlit gable — and bounded by a thick blue-black contour.</p>',
        '<p>The picture was painted in the summer of 1911, when Haller spent several weeks in Weilheim, a short train ride from the Murnau where the painters of the Munich avant-garde had been working since 1908. Like them, he had looked hard at Bavarian reverse-glass painting, and its heavy outlines and pure colour are translated here into oil on board with extraordinary directness. The board is left bare in places, and the speed of the brush is visible everywhere: this is a picture made in front of the motif, in a single sitting or two.</p>',
        '<h3>Condition and technical study</h3>',
        '<ul><li><strong>Support</strong>: commercial wood-pulp board of a type produced in Germany before the First World War, with a thin chalk-glue ground; slightly warped, corners lightly rubbed.</li><li><strong>Pigments</strong>: vermilion, chrome yellow, emerald green, synthetic ultramarine, zinc white and ivory black — nothing later than 1911.</li><li><strong>Infrared reflectography</strong>: a loose charcoal underdrawing; a figure on the road at lower right was drawn but never painted.</li><li><strong>Reverse</strong>: an unfinished sketch of a seated woman, the inscription «Weilheim 1911 E.H.» and the label of a Munich gallery exhibition of 1912.</li></ul>',
        '<p>In 2021 flaking paint along the thick contours was consolidated and surface grime was removed. The picture was never varnished — Haller wanted his colours matt — and it has deliberately been left so.</p>',
        '<h3>For the collector</h3>',
        '<p>Landscapes of the Murnau years are the most sought-after moment of Munich Expressionism. The provenance has been checked against the German Lost Art database and the Art Loss Register, with no claims recorded, and the unvarnished surface is as fresh as when it left the painter’s hands.</p>',
      ),
      ru: html(
        '<p>С пригорка на краю городка Халлер смотрит на нагромождение крутых кирпично-красных крыш, на церковную башню и волнистые зелёные холмы Предальпья за ними. Глубины в академическом смысле здесь нет: крыши, стены и холмы составлены, будто плоские, сцепленные друг с другом формы, каждая залита одним ненюансированным цветом — киноварью, изумрудной зеленью, ультрамарином, резким лимонно-жёлтым на освещённом фронтоне — и обведена плотным сине-чёрным контуром.</p>',
        '<p>Картина написана летом 1911 года, когда Халлер провёл несколько недель в Вайльхайме — в получасе езды поездом от Мурнау, где с 1908 года работали художники мюнхенского авангарда. Как и они, Халлер внимательно изучал баварскую живопись на стекле, и её тяжёлые контуры и чистый цвет переведены здесь на язык масла на картоне с поразительной прямотой. Местами картон оставлен незаписанным, быстрота кисти ощутима повсюду: картина создана с натуры, за один-два сеанса.</p>',
        '<h3>Сохранность и технологическое исследование</h3>',
        '<ul><li><strong>Основа</strong>: фабричный картон из древесной массы, какой выпускали в Германии до Первой мировой войны, с тонким меловым клеевым грунтом; лёгкая деформация, углы слегка потёрты.</li><li><strong>Пигменты</strong>: киноварь, хромовая жёлтая, изумрудная зелень, искусственный ультрамарин, цинковые белила и кость жжёная — ничего позднее 1911 года.</li><li><strong>Инфракрасная рефлектография</strong>: свободный рисунок углём; фигура на дороге справа внизу была намечена, но так и не написана.</li><li><strong>Оборот</strong>: незаконченный этюд сидящей женщины, надпись «Weilheim 1911 E.H.» и этикетка мюнхенской галерейной выставки 1912 года.</li></ul>',
        '<p>В 2021 году укреплён осыпающийся красочный слой вдоль плотных контуров и удалены поверхностные загрязнения. Лаком картина никогда не покрывалась — Халлер хотел, чтобы цвет оставался матовым, — и её сознательно оставили без лака.</p>',
        '<h3>Коллекционеру</h3>',
        '<p>Пейзажи «мурнауских» лет — самый востребованный период мюнхенского экспрессионизма. Провенанс проверен по немецкой базе Lost Art и по Art Loss Register — претензий не зарегистрировано, а красочная поверхность без лака так же свежа, как в тот день, когда картина покинула мастерскую.</p>',
      ),
    },
    attr_description: null,
    width_cm: 68,
    height_cm: 50,
    genre: 4,
    technic: 2,
    eras: [3],
    frame: 'without',
    orientation: 'landscape',
    price_cents: 7200,
    price_year_ago_cents: 5690,
    forecast_growth_percent: 11,
    estimated_value_cents: 835_200_000,
    sold: 45_800,
    histories: [
      {
        year: 1911,
        title: { en: 'Painted in Weilheim', ru: 'Написана в Вайльхайме' },
        description: {
          en: 'Painted from the motif during the summer Haller spent in Weilheim, Upper Bavaria; inscribed on the reverse «Weilheim 1911 E.H.».',
          ru: 'Написана с натуры летом, которое Халлер провёл в верхнебаварском Вайльхайме; на обороте надпись «Weilheim 1911 E.H.».',
        },
      },
      {
        year: 1912,
        title: { en: 'Exhibited in Munich', ru: 'Выставка в Мюнхене' },
        description: {
          en: 'Shown at a group exhibition of young Munich painters in a private gallery; the gallery’s label survives on the reverse.',
          ru: 'Показана на групповой выставке молодых мюнхенских художников в частной галерее; этикетка галереи сохранилась на обороте.',
        },
      },
      {
        year: 1925,
        title: { en: 'Sold by the artist to a Basel collector', ru: 'Продана художником базельскому коллекционеру' },
        description: {
          en: 'Bought directly from Haller by a Basel pharmaceutical chemist who collected German Expressionism; remained in the family for almost a century.',
          ru: 'Куплена непосредственно у Халлера базельским химиком-фармацевтом, собиравшим немецкий экспрессионизм; почти столетие оставалась в его семье.',
        },
      },
      {
        year: 1963,
        title: { en: 'Exhibited in Basel', ru: 'Выставка в Базеле' },
        description: {
          en: 'Lent by the family to an exhibition of German Expressionist landscape from Swiss collections.',
          ru: 'Семья предоставила картину на выставку немецкого экспрессионистского пейзажа из швейцарских собраний.',
        },
      },
      {
        year: 2021,
        title: {
          en: 'Acquired by the Pinacoteca fund; conservation',
          ru: 'Приобретение фондом Pinacoteca; реставрация',
        },
        description: {
          en: 'Acquired from the collector’s grandchildren in March 2021. Conserved in April–May: consolidation of flaking paint, dry surface cleaning; left unvarnished.',
          ru: 'Приобретена у внуков коллекционера в марте 2021 года. В апреле–мае — реставрация: укрепление красочного слоя, сухая чистка поверхности; картина оставлена без лака.',
        },
      },
    ],
    attributions: [
      {
        title: { en: 'Expert opinion', ru: 'Экспертное заключение' },
        description: {
          en: 'A specialist in Munich Expressionism confirms the work as by Egon Haller, dated 1911, and notes its close relationship to his other Weilheim studies of that summer.',
          ru: 'Специалист по мюнхенскому экспрессионизму подтверждает авторство Эгона Халлера и датировку 1911 годом, отмечая тесную связь работы с другими вайльхаймскими этюдами того лета.',
        },
        date: '2021-02-24',
      },
      {
        title: {
          en: 'Technical analysis and provenance report',
          ru: 'Технологическое исследование и проверка провенанса',
        },
        description: {
          en: 'Pigment analysis, infrared reflectography and fibre analysis of the board; provenance checked against the Lost Art database and the Art Loss Register with no claims recorded.',
          ru: 'Анализ пигментов, инфракрасная рефлектография и волоконный анализ картона; провенанс проверен по базе Lost Art и Art Loss Register — претензий не зарегистрировано.',
        },
        date: '2021-04-12',
      },
    ],
  },

  // 7 ─ Marta Kessler, 1919
  {
    slug: 'green-shadow',
    images: 1,
    video: false,
    author: 'marta-kessler',
    name: { en: 'Self-Portrait with a Green Shadow', ru: 'Автопортрет с зелёной тенью' },
    year: 1919,
    ordering: 110,
    sale_id: null,
    short_description: {
      en: 'Marta Kessler’s defiant self-portrait of 1919: a face split by a vivid green shadow, painted in the year women were first admitted to study at the Berlin academy.',
      ru: 'Дерзкий автопортрет Марты Кесслер 1919 года: лицо, рассечённое яркой зелёной тенью, написано в тот год, когда женщин впервые допустили к учёбе в берлинской академии.',
    },
    full_description: {
      en: html(
        '<p>The painter presents herself head and shoulders, almost frontally, against a field of deep ultramarine. A band of acid green runs from her brow down the side of her nose to the chin, dividing the face into a warm, orange-pink half and a cool one; the hair is violet, the lips a single stroke of vermilion. The gaze is level and unsmiling. It is a deliberate homage to the Fauve portraits Kessler had seen in Paris before the war, but the mood is entirely her own: tense, watchful, unsentimental.</p>',
        '<p>Painted in Berlin in 1919, the picture belongs to the year of revolution and new beginnings in which Kessler joined the artists of the Novembergruppe. The paint is applied thinly and fast on a light board, whose buff tone is allowed to show between the strokes and to warm the flesh. In the hair she scratched lines into the wet paint with the brush handle, a <em>sgraffito</em> effect that recurs in her work of these years.</p>',
        '<h3>Condition and technical study</h3>',
        '<p>The board is flat and stable, and the unvarnished paint surface is in excellent, largely untouched condition: ultraviolet examination shows no retouching. Pigment analysis identified viridian and emerald green in the shadow, cadmium orange and vermilion in the flesh, cobalt violet in the hair and synthetic ultramarine in the background — a palette consistent with German artists’ materials of 1919. Infrared reflectography reveals a rapid charcoal underdrawing in which the eyes were first set slightly higher. On the reverse, in the artist’s hand: «M. Kessler / Selbstbildnis 1919». Conservation in 2021 was limited to a careful dry cleaning of the surface.</p>',
        '<h3>For the collector</h3>',
        '<p>Self-portraits by women Expressionists are among the scarcest works of the movement, and this one remained with the artist for the rest of her life. Its untouched surface and clear provenance make it one of the most personal pictures in the Pinacoteca collection.</p>',
      ),
      ru: html(
        '<p>Художница изобразила себя погрудно, почти анфас, на фоне густого ультрамарина. Полоса кислотно-зелёного цвета идёт ото лба вдоль носа к подбородку и делит лицо на тёплую, оранжево-розовую, и холодную половины; волосы фиолетовые, губы — один мазок киновари. Взгляд прямой, без улыбки. Это сознательный оммаж портретам фовистов, которые Кесслер видела в Париже до войны, но настроение здесь вполне её собственное — напряжённое, настороженное, лишённое сентиментальности.</p>',
        '<p>Автопортрет написан в Берлине в 1919 году — в год революции и новых начинаний, когда Кесслер примкнула к художникам «Ноябрьской группы». Краска положена тонко и быстро на светлый картон; его палевый тон просвечивает между мазками и согревает цвет лица. В волосах художница процарапала по сырой краске линии черенком кисти — этот приём, своего рода <em>сграффито</em>, не раз встречается в её работах тех лет.</p>',
        '<h3>Сохранность и технологическое исследование</h3>',
        '<p>Картон ровный и стабильный, красочный слой без лака сохранился превосходно и почти не тронут: исследование в ультрафиолете не выявило тонировок. Анализ пигментов показал виридоновую и изумрудную зелень в тени, оранжевый кадмий и киноварь в карнации, кобальт фиолетовый в волосах и искусственный ультрамарин в фоне — палитру, отвечающую немецким художественным материалам 1919 года. Инфракрасная рефлектография выявила быстрый рисунок углём, в котором глаза поначалу располагались чуть выше. На обороте авторская надпись: «M. Kessler / Selbstbildnis 1919». Реставрация 2021 года свелась к деликатной сухой чистке поверхности.</p>',
        '<h3>Коллекционеру</h3>',
        '<p>Автопортреты женщин-экспрессионисток — одни из самых редких произведений этого направления, а этот художница хранила у себя до конца жизни. Нетронутая живописная поверхность и ясный провенанс делают его одной из самых личных работ в собрании Pinacoteca.</p>',
      ),
    },
    attr_description: null,
    width_cm: 45,
    height_cm: 60,
    genre: 1,
    technic: 2,
    eras: [3],
    frame: 'without',
    orientation: 'portrait',
    price_cents: 9600,
    price_year_ago_cents: 7390,
    forecast_growth_percent: 12,
    estimated_value_cents: 1_161_600_000,
    sold: 8750,
    histories: [
      {
        year: 1919,
        title: { en: 'Painted in Berlin', ru: 'Написан в Берлине' },
        description: {
          en: 'Inscribed on the reverse «M. Kessler / Selbstbildnis 1919».',
          ru: 'На обороте надпись: «M. Kessler / Selbstbildnis 1919».',
        },
      },
      {
        year: 1920,
        title: { en: 'Exhibited in Berlin', ru: 'Выставка в Берлине' },
        description: {
          en: 'Shown in the Novembergruppe section of the large annual Berlin art exhibition, listed in the catalogue as «Selbstbildnis».',
          ru: 'Экспонировался в разделе «Ноябрьской группы» на большой ежегодной берлинской художественной выставке; в каталоге — «Selbstbildnis» («Автопортрет»).',
        },
      },
      {
        year: 1954,
        title: { en: 'Kept by the artist; passed to her niece', ru: 'У художницы; переход к племяннице' },
        description: {
          en: 'The artist kept the portrait all her life and took it with her when she emigrated to Stockholm in 1936. After her death in 1954 it passed to her niece and remained in the family.',
          ru: 'Художница не расставалась с портретом и в 1936 году увезла его с собой в Стокгольм, куда эмигрировала. После её смерти в 1954 году он перешёл к племяннице и остался в семье.',
        },
      },
      {
        year: 1987,
        title: { en: 'Sold at a Stockholm auction', ru: 'Продажа на аукционе в Стокгольме' },
        description: {
          en: 'Sold by the niece’s heirs at a Stockholm auction and bought by a private collector in Copenhagen.',
          ru: 'Наследники племянницы продали портрет на стокгольмских торгах; его приобрёл частный коллекционер из Копенгагена.',
        },
      },
      {
        year: 2021,
        title: { en: 'Acquired by the Pinacoteca fund', ru: 'Приобретение фондом Pinacoteca' },
        description: {
          en: 'Acquired from the Copenhagen collection in June 2021; dry surface cleaning in July. No other treatment was required.',
          ru: 'Приобретён из копенгагенского собрания в июне 2021 года; в июле проведена сухая чистка поверхности. Иного вмешательства не потребовалось.',
        },
      },
    ],
    attributions: [
      {
        title: { en: 'Catalogue raisonné entry', ru: 'Включение в каталог-резоне' },
        description: {
          en: 'Included in the catalogue raisonné of Marta Kessler’s paintings, compiled from the artist’s estate papers and her own list of works.',
          ru: 'Включён в каталог-резоне живописи Марты Кесслер, составленный по архиву художницы и её собственному списку работ.',
        },
        date: '2004-11-15',
      },
      {
        title: { en: 'Technical analysis report', ru: 'Отчёт о технико-технологическом исследовании' },
        description: {
          en: 'Pigment analysis, infrared reflectography and ultraviolet examination; materials consistent with 1919, surface untouched.',
          ru: 'Анализ пигментов, инфракрасная рефлектография, исследование в ультрафиолете; материалы соответствуют 1919 году, поверхность не тронута.',
        },
        date: '2021-07-20',
      },
    ],
  },

  // 8 ─ Egon Haller, 1913
  {
    slug: 'harbour-low-tide',
    images: 2,
    video: false,
    author: 'egon-haller',
    name: { en: 'Harbour at Low Tide', ru: 'Гавань в отлив' },
    year: 1913,
    ordering: 95,
    sale_id: null,
    short_description: {
      en: 'Fishing boats stranded on the shining mud of a North Sea harbour, painted by Egon Haller in clashing blues and oranges the year before the First World War.',
      ru: 'Рыбацкие лодки, лежащие на блестящем иле гавани Северного моря: Эгон Халлер написал их в резком столкновении синего и оранжевого за год до Первой мировой войны.',
    },
    full_description: {
      en: html(
        '<p>At low tide the harbour of Husum on the North Frisian coast empties almost completely, and the fishing boats settle on their keels or keel over on the mud. Haller paints them from the quay in the late afternoon: hulls of deep Prussian and cobalt blue tilted at odd angles, masts crossing like the strokes of a drawing, and between them the wet mud reflecting the sky in streaks of orange and pink. A row of gabled houses closes the view at the top.</p>',
        '<p>Haller spent the summer of 1913 on the North Sea coast and made a series of small oil sketches on board; this larger canvas was worked up from them in his Munich studio that autumn. It is one of his most daring pictures in its use of complementary contrast. The mud is laid in with a palette knife and then scraped back, so that the canvas texture catches the light like wet silt, while the boats are drawn with a loaded brush in rapid, almost calligraphic contours.</p>',
        '<h3>Condition and technical study</h3>',
        '<ul><li><strong>Support</strong>: commercially primed linen bearing the stamp of a Munich artists’ colourman on the reverse.</li><li><strong>Pigments</strong>: cobalt blue, Prussian blue, cerulean, chrome orange, cadmium yellow, zinc white.</li><li><strong>X-radiography</strong>: beneath the harbour lies an abandoned still life turned through ninety degrees — Haller, short of money, often reused canvases.</li><li><strong>Infrared reflectography</strong>: the masts were redrawn at steeper angles as the painting progressed.</li></ul>',
        '<p>A glossy varnish applied by a dealer in the 1950s had yellowed and contradicted the artist’s matt surface; it was removed in 2021, together with old overpaint around two small repaired tears in the sky.</p>',
        '<h3>For the collector</h3>',
        '<p>Haller’s large canvases of 1913 are the culmination of his pre-war work, and few remain in private hands. This picture is newly offered on the platform, and its tokens are available in full.</p>',
      ),
      ru: html(
        '<p>Во время отлива гавань Хузума на северофризском побережье почти полностью пересыхает, и рыбацкие лодки оседают на киль или заваливаются набок прямо на ил. Халлер пишет их с набережной в предвечерний час: корпуса, написанные густой берлинской лазурью и кобальтом, накренились под странными углами, мачты перекрещиваются, словно штрихи рисунка, а между ними мокрый ил отражает небо оранжевыми и розовыми полосами. Вверху вид замыкает ряд домов с островерхими фронтонами.</p>',
        '<p>Лето 1913 года Халлер провёл на Северном море и сделал там серию небольших масляных этюдов на картоне; этот большой холст написан по ним осенью того же года в мюнхенской мастерской. По смелости контраста дополнительных цветов это одна из самых радикальных его работ. Ил положен мастихином и затем соскоблен, так что фактура холста ловит свет, как влажный песок, а лодки нарисованы полной краски кистью — быстрыми, почти каллиграфическими контурами.</p>',
        '<h3>Сохранность и технологическое исследование</h3>',
        '<ul><li><strong>Основа</strong>: льняной холст фабричной грунтовки со штампом мюнхенской лавки художественных материалов на обороте.</li><li><strong>Пигменты</strong>: кобальт синий, берлинская лазурь, церулеум, хромовый оранжевый, кадмий жёлтый, цинковые белила.</li><li><strong>Рентгенография</strong>: под гаванью скрыт брошенный натюрморт, повёрнутый на девяносто градусов, — стеснённый в средствах Халлер нередко использовал холсты повторно.</li><li><strong>Инфракрасная рефлектография</strong>: по ходу работы мачты были перерисованы под более крутым углом.</li></ul>',
        '<p>Глянцевый лак, нанесённый дилером в 1950-х годах, пожелтел и противоречил матовой поверхности, задуманной художником; в 2021 году его удалили вместе со старыми записями вокруг двух небольших заделанных разрывов в небе.</p>',
        '<h3>Коллекционеру</h3>',
        '<p>Большие холсты Халлера 1913 года — вершина его довоенного творчества, и в частных руках их осталось немного. Картина только что появилась на платформе, и все её токены доступны для покупки.</p>',
      ),
    },
    attr_description: null,
    width_cm: 100,
    height_cm: 70,
    genre: 4,
    technic: 1,
    eras: [3],
    frame: 'with',
    orientation: 'landscape',
    price_cents: 5400,
    price_year_ago_cents: 4910,
    forecast_growth_percent: 10,
    estimated_value_cents: 572_400_000,
    sold: 0,
    histories: [
      {
        year: 1913,
        title: { en: 'Painted in Munich after a summer at Husum', ru: 'Написана в Мюнхене после лета в Хузуме' },
        description: {
          en: 'Worked up in the studio in the autumn from oil sketches made on the North Sea coast that summer.',
          ru: 'Написана осенью в мастерской по масляным этюдам, сделанным летом на побережье Северного моря.',
        },
      },
      {
        year: 1914,
        title: { en: 'Exhibited in Munich', ru: 'Выставка в Мюнхене' },
        description: {
          en: 'Shown at a spring exhibition in Munich, listed in the catalogue as «Hafen bei Ebbe».',
          ru: 'Экспонировалась на весенней выставке в Мюнхене; в каталоге — «Hafen bei Ebbe» («Гавань в отлив»).',
        },
      },
      {
        year: 1929,
        title: { en: 'Acquired by a Hamburg shipowning family', ru: 'В собрании гамбургской семьи судовладельцев' },
        description: {
          en: 'Bought from a Munich dealer by a Hamburg shipowner with a particular love of coastal subjects; passed by descent.',
          ru: 'Куплена у мюнхенского дилера гамбургским судовладельцем, особенно любившим морские и прибрежные сюжеты; далее передавалась по наследству.',
        },
      },
      {
        year: 1958,
        title: { en: 'Sold at a Cologne auction', ru: 'Продажа на аукционе в Кёльне' },
        description: {
          en: 'Sold by the family at auction in Cologne and bought by a Rotterdam collector; the dealer’s varnish dates from this period.',
          ru: 'Семья продала картину на кёльнских торгах; покупатель — роттердамский коллекционер. Тогда же дилер покрыл её лаком.',
        },
      },
      {
        year: 2021,
        title: {
          en: 'Acquired by the Pinacoteca fund; conservation',
          ru: 'Приобретение фондом Pinacoteca; реставрация',
        },
        description: {
          en: 'Acquired from the Rotterdam collection in July 2021. Conserved in August–October: removal of the later varnish and overpaint, retouching around two repaired tears.',
          ru: 'Приобретена из роттердамского собрания в июле 2021 года. В августе–октябре — реставрация: удаление позднего лака и записей, тонировка вокруг двух заделанных разрывов.',
        },
      },
    ],
    attributions: [
      {
        title: { en: 'Expert opinion', ru: 'Экспертное заключение' },
        description: {
          en: 'Confirms the attribution to Egon Haller and identifies the picture with «Hafen bei Ebbe» of the 1914 Munich exhibition.',
          ru: 'Подтверждает авторство Эгона Халлера и отождествляет картину с работой «Hafen bei Ebbe», показанной на мюнхенской выставке 1914 года.',
        },
        date: '2021-06-08',
      },
      {
        title: { en: 'Technical analysis report', ru: 'Отчёт о технико-технологическом исследовании' },
        description: {
          en: 'X-radiography revealing the earlier still life, infrared reflectography, pigment analysis and identification of the colourman’s stamp.',
          ru: 'Рентгенография, выявившая более ранний натюрморт, инфракрасная рефлектография, анализ пигментов и атрибуция штампа на обороте холста.',
        },
        date: '2021-09-14',
      },
    ],
  },

  // 9 ─ Jack Morrow, 1950
  {
    slug: 'drip-no-7',
    images: 2,
    video: true,
    author: 'jack-morrow',
    name: { en: 'Composition No. 7', ru: 'Композиция № 7' },
    year: 1950,
    ordering: 145,
    sale_id: 'SALE-0003',
    short_description: {
      en: 'A monumental poured painting from Jack Morrow’s classic year: skeins of black, white, ochre and silver enamel woven into a continuous web across raw canvas.',
      ru: 'Монументальная работа Джека Морроу, выполненная в технике дриппинга в его «классический» год: нити чёрной, белой, охристой и серебристой эмали сплетаются в сплошную сеть поверх незагрунтованного холста.',
    },
    full_description: {
      en: html(
        '<p>There is no centre, no top and no subject: the entire surface, two metres wide, is covered by an all-over web of poured lines. Black enamel forms the dominant structure, from hair-fine threads to heavy pools; white loops move across it at a different speed; ochre accents warm the web, and flicks of aluminium paint flash silver as the viewer moves. Between the skeins the raw cotton duck, unprimed and unpainted, breathes through as a warm, pale ground.</p>',
        '<p>From 1949 Morrow gave his pictures numbers rather than titles, so as not to steer the viewer towards images. <em>Composition No. 7</em> was made in 1950, the year in which his method reached full maturity. The canvas was laid unstretched on the floor of his studio, a former carriage house in Brooklyn, and the paint was dripped and flung from cans with sticks, hardened brushes and a kitchen baster, the painter moving around all four sides. The picture was stretched only afterwards, and the cropping was his own decision.</p>',
        '<h3>Condition and technical study</h3>',
        '<ul><li><strong>Binders</strong>: pyrolysis gas chromatography–mass spectrometry identified a commercial alkyd house enamel for the black and white, artists’ oil paint for the ochre, and aluminium flake in an oleoresinous medium — the materials documented in Morrow’s studio.</li><li><strong>Support</strong>: unprimed cotton duck on the original stretcher; no ground layer.</li><li><strong>Traces of the artist</strong>: fingerprints and a partial palm print in black enamel in the upper left corner, consistent with prints on other works from his studio.</li><li><strong>Ultraviolet</strong>: no later retouching apart from two tiny fills at the edge.</li></ul>',
        '<p>The raw canvas has mellowed slightly with age, as expected. In 2021 the surface was cleaned with low-moisture methods, and a few cracked pools of enamel were consolidated; as Morrow intended, the picture remains unvarnished. The accompanying video shows how the aluminium paint comes alive as the light and the viewpoint change.</p>',
        '<h3>For the collector</h3>',
        '<p>Large poured paintings from 1950 are the defining images of American Abstract Expressionism and rarely come to market. In the Pinacoteca collection <em>Composition No. 7</em> is second in value only to Samuel Lind’s <em>Two Reds over Umber</em>, and it is also offered for purchase as a whole.</p>',
      ),
      ru: html(
        '<p>Здесь нет ни центра, ни верха, ни сюжета: вся поверхность двухметрового холста покрыта сплошной сетью налитых линий. Основу структуры образует чёрная эмаль — от волосяных нитей до тяжёлых наплывов; белые петли движутся по ней в ином ритме, охристые акценты согревают сеть, а брызги алюминиевой краски вспыхивают серебром, стоит зрителю сдвинуться с места. Между нитями проступает незагрунтованная и незаписанная хлопковая парусина — тёплый светлый фон, который «дышит» сквозь живопись.</p>',
        '<p>С 1949 года Морроу давал картинам номера вместо названий, чтобы не подталкивать зрителя к поиску образов. «Композиция № 7» создана в 1950 году, когда его метод достиг полной зрелости. Холст без подрамника расстилался на полу мастерской — бывшего каретного сарая в Бруклине, — и краска стекала и разбрызгивалась из банок с помощью палочек, затвердевших кистей и кухонной спринцовки; художник двигался вокруг холста со всех четырёх сторон. Натянут на подрамник он был лишь потом, и границы изображения определил сам автор.</p>',
        '<h3>Сохранность и технологическое исследование</h3>',
        '<ul><li><strong>Связующие</strong>: пиролитическая газовая хромато-масс-спектрометрия выявила покупную малярную алкидную эмаль в чёрном и белом, художественную масляную краску в охре и алюминиевую пудру на масляно-смоляном связующем — именно те материалы, что задокументированы в мастерской Морроу.</li><li><strong>Основа</strong>: хлопковая парусина без грунта на авторском подрамнике.</li><li><strong>Следы художника</strong>: отпечатки пальцев и частичный отпечаток ладони в чёрной эмали в левом верхнем углу, совпадающие с отпечатками на других работах из его мастерской.</li><li><strong>Ультрафиолет</strong>: поздних тонировок нет, если не считать двух крошечных восполнений у края.</li></ul>',
        '<p>Незагрунтованный холст со временем слегка потеплел, что вполне ожидаемо. В 2021 году поверхность очищена с минимальным применением влаги, несколько растрескавшихся наплывов эмали укреплены; как и хотел Морроу, картина остаётся без лака. Видео показывает, как оживает алюминиевая краска при смене освещения и точки зрения.</p>',
        '<h3>Коллекционеру</h3>',
        '<p>Большие «налитые» картины 1950 года — хрестоматийные образы американского абстрактного экспрессионизма, и на рынке они появляются редко. По оценке «Композиция № 7» уступает в собрании Pinacoteca лишь «Двум красным над умброй» Сэмюэла Линда; её также можно приобрести целиком.</p>',
      ),
    },
    attr_description: null,
    width_cm: 200,
    height_cm: 120,
    genre: 3,
    technic: 3,
    eras: [4],
    frame: 'without',
    orientation: 'landscape',
    price_cents: 15_000,
    price_year_ago_cents: 11_400,
    forecast_growth_percent: 16,
    estimated_value_cents: 1_830_000_000,
    sold: 71_200,
    histories: [
      {
        year: 1950,
        title: { en: 'Painted in Brooklyn', ru: 'Написана в Бруклине' },
        description: {
          en: 'Made on the floor of Morrow’s studio in a former carriage house; signed and dated on the reverse «Jack Morrow 50 / No. 7».',
          ru: 'Создана на полу мастерской Морроу в бывшем каретном сарае; на обороте подпись и дата: «Jack Morrow 50 / No. 7».',
        },
      },
      {
        year: 1951,
        title: { en: 'Solo exhibition in New York', ru: 'Персональная выставка в Нью-Йорке' },
        description: {
          en: 'Shown at Morrow’s second solo exhibition at a gallery on 57th Street, where it was bought by a collector from Greenwich, Connecticut.',
          ru: 'Показана на второй персональной выставке Морроу в галерее на 57-й улице; там её купил коллекционер из Гринвича (Коннектикут).',
        },
      },
      {
        year: 1979,
        title: { en: 'Sold at a New York auction', ru: 'Продажа на аукционе в Нью-Йорке' },
        description: {
          en: 'Sold by the collector’s estate at a New York auction and acquired by a private collector in Milan.',
          ru: 'Наследники коллекционера продали картину на нью-йоркских торгах; её приобрёл частный собиратель из Милана.',
        },
      },
      {
        year: 1998,
        title: { en: 'Exhibited in Milan', ru: 'Выставка в Милане' },
        description: {
          en: 'Lent to an exhibition of American post-war abstraction from Italian private collections.',
          ru: 'Предоставлена на выставку американской послевоенной абстракции из итальянских частных собраний.',
        },
      },
      {
        year: 2021,
        title: {
          en: 'Acquired by the Pinacoteca fund; conservation',
          ru: 'Приобретение фондом Pinacoteca; реставрация',
        },
        description: {
          en: 'Acquired from the Milan collection in January 2021. Conserved in March–May: low-moisture surface cleaning and consolidation of cracked enamel pools; left unvarnished.',
          ru: 'Приобретена из миланского собрания в январе 2021 года. В марте–мае — реставрация: очистка поверхности с минимальным применением влаги, укрепление растрескавшихся наплывов эмали; картина оставлена без лака.',
        },
      },
    ],
    attributions: [
      {
        title: { en: 'Catalogue raisonné entry', ru: 'Включение в каталог-резоне' },
        description: {
          en: 'Listed as No. 7 of 1950 in the catalogue raisonné of Jack Morrow’s paintings, with the 1951 exhibition and sale documented from the gallery’s records.',
          ru: 'Значится под № 7 за 1950 год в каталоге-резоне живописи Джека Морроу; выставка и продажа 1951 года подтверждены архивом галереи.',
        },
        date: '1996-05-02',
      },
      {
        title: { en: 'Technical analysis report', ru: 'Отчёт о технико-технологическом исследовании' },
        description: {
          en: 'Binding-media analysis by Py-GC/MS, ultraviolet examination and documentation of the fingerprints and palm print.',
          ru: 'Анализ связующих методом пиролитической ГХ-МС, исследование в ультрафиолете, документирование отпечатков пальцев и ладони.',
        },
        date: '2021-02-16',
      },
      {
        title: { en: 'Certificate of authenticity', ru: 'Сертификат подлинности' },
        description: {
          en: 'Issued by the authentication committee for the artist’s work, confirming the catalogue raisonné entry.',
          ru: 'Выдан комиссией по экспертизе произведений художника и подтверждает данные каталога-резоне.',
        },
        date: '2021-04-06',
      },
    ],
  },

  // 10 ─ Jack Morrow, 1952
  {
    slug: 'black-lattice',
    images: 1,
    video: false,
    author: 'jack-morrow',
    name: { en: 'Black Lattice', ru: 'Чёрная решётка' },
    year: 1952,
    ordering: 100,
    sale_id: null,
    short_description: {
      en: 'A tall, dense poured painting from Morrow’s black period: a lattice of black enamel locked over a ground of cream and smouldering red.',
      ru: 'Высокая, плотная «налитая» картина «чёрного» периода Морроу: решётка из чёрной эмали, наложенная на кремовый фон с тлеющими пятнами красного.',
    },
    full_description: {
      en: html(
        '<p>In 1951 Morrow stripped his palette almost to black alone, and the paintings of the following two years are the most austere and the most architectural of his career. <em>Black Lattice</em>, one of the few he titled himself, is a tall canvas in which poured black lines no longer drift in open loops but lock together in near-vertical and horizontal bars, forming a dense grille. Beneath it, a cream ground and scattered pools of cadmium red glow like embers seen through a grate.</p>',
        '<p>Unlike the raw canvases of 1950, this one was first sized with glue and laid in with thinned cream paint; the red was poured next and allowed to dry before the black lattice was built up over several sessions. The black lines are more controlled and calligraphic than before — Morrow spoke at the time of «drawing with the pour» — and their thickness varies with the speed of the hand, from sharp filaments to swelling, glossy ridges.</p>',
        '<h3>Condition and technical study</h3>',
        '<p>Binding-media analysis confirmed an alkyd enamel pigmented with carbon black for the lattice and cadmium red in oil for the red pools; cross-sections show the glue size and the cream layer beneath. Fine drying cracks in the thickest black pools are old and stable. Slight abrasion along the tacking edges, caused by an earlier frame, was consolidated and retouched in 2021, and the surface was cleaned; the work remains unvarnished. Ultraviolet examination shows no other intervention.</p>',
        '<h3>For the collector</h3>',
        '<p>The black paintings of 1951–52 are increasingly recognised as Morrow’s most original contribution, and vertical formats among them are uncommon. <em>Black Lattice</em> offers the intensity of a large Abstract Expressionist canvas on a scale suited to a private interior.</p>',
      ),
      ru: html(
        '<p>В 1951 году Морроу свёл палитру почти к одному чёрному цвету, и картины следующих двух лет стали самыми аскетичными и самыми «архитектурными» в его творчестве. «Чёрная решётка» — одна из немногих работ, названных самим художником. На высоком холсте налитые чёрные линии уже не блуждают свободными петлями, а сцепляются почти вертикальными и горизонтальными перекладинами в плотную решётку. Под ней кремовый фон и разбросанные пятна красного кадмия светятся, как угли за каминной решёткой.</p>',
        '<p>В отличие от незагрунтованных холстов 1950 года, этот сначала проклеен и покрыт разжиженной кремовой краской; затем был налит красный, и лишь когда он высох, художник в несколько приёмов выстроил поверх него чёрную решётку. Линии здесь сдержаннее и каллиграфичнее, чем прежде, — Морроу говорил тогда, что «рисует струёй», — а их толщина зависит от скорости руки: от острых нитей до набухающих глянцевых валиков.</p>',
        '<h3>Сохранность и технологическое исследование</h3>',
        '<p>Анализ связующих подтвердил алкидную эмаль с газовой сажей в решётке и красный кадмий на масле в красных пятнах; на шлифах видны клеевая проклейка и кремовый слой под ними. Мелкие усадочные трещины в самых толстых наплывах чёрного давние и стабильны. Небольшие потёртости вдоль кромок, оставленные прежней рамой, в 2021 году укреплены и затонированы, поверхность очищена; лаком работа не покрыта. Исследование в ультрафиолете иных вмешательств не выявило.</p>',
        '<h3>Коллекционеру</h3>',
        '<p>«Чёрные» картины 1951–1952 годов всё чаще признают самым оригинальным вкладом Морроу в искусство, а вертикальные форматы среди них встречаются нечасто. «Чёрная решётка» передаёт всю напряжённость большого полотна абстрактного экспрессионизма в масштабе, подходящем для частного интерьера.</p>',
      ),
    },
    attr_description: null,
    width_cm: 90,
    height_cm: 150,
    genre: 3,
    technic: 3,
    eras: [4],
    frame: 'without',
    orientation: 'portrait',
    price_cents: 13_500,
    price_year_ago_cents: 11_210,
    forecast_growth_percent: 15,
    estimated_value_cents: 1_512_000_000,
    sold: 23_900,
    histories: [
      {
        year: 1952,
        title: { en: 'Painted in Brooklyn', ru: 'Написана в Бруклине' },
        description: {
          en: 'Signed, dated and titled on the reverse: «Jack Morrow 1952 / Black Lattice».',
          ru: 'На обороте подпись, дата и название: «Jack Morrow 1952 / Black Lattice».',
        },
      },
      {
        year: 1953,
        title: { en: 'Exhibited in New York', ru: 'Выставка в Нью-Йорке' },
        description: {
          en: 'Included in Morrow’s exhibition of black paintings at his New York gallery.',
          ru: 'Показана на выставке «чёрных» картин Морроу в его нью-йоркской галерее.',
        },
      },
      {
        year: 1954,
        title: { en: 'Acquired by a Chicago collector', ru: 'В собрании чикагского коллекционера' },
        description: {
          en: 'Bought from the gallery by a Chicago architect and collector; lent in 1964 to a memorial exhibition of Morrow’s work.',
          ru: 'Куплена в галерее чикагским архитектором и коллекционером; в 1964 году предоставлена на мемориальную выставку Морроу.',
        },
      },
      {
        year: 1991,
        title: { en: 'Sold at a New York auction', ru: 'Продажа на аукционе в Нью-Йорке' },
        description: {
          en: 'Sold by the collector’s heirs and acquired by a private collector in Paris.',
          ru: 'Продана наследниками коллекционера; покупатель — частный собиратель из Парижа.',
        },
      },
      {
        year: 2021,
        title: {
          en: 'Acquired by the Pinacoteca fund; conservation',
          ru: 'Приобретение фондом Pinacoteca; реставрация',
        },
        description: {
          en: 'Acquired from the Paris collection in May 2021. Surface cleaning and consolidation of abraded tacking edges in June.',
          ru: 'Приобретена из парижского собрания в мае 2021 года. В июне — очистка поверхности и укрепление потёртых кромок.',
        },
      },
    ],
    attributions: [
      {
        title: { en: 'Catalogue raisonné entry', ru: 'Включение в каталог-резоне' },
        description: {
          en: 'Recorded in the catalogue raisonné of Jack Morrow’s paintings among the black works of 1952, with full exhibition history.',
          ru: 'Учтена в каталоге-резоне живописи Джека Морроу среди «чёрных» работ 1952 года, с полной историей экспонирования.',
        },
        date: '1996-05-02',
      },
      {
        title: { en: 'Technical analysis report', ru: 'Отчёт о технико-технологическом исследовании' },
        description: {
          en: 'Binding-media analysis, paint cross-sections and ultraviolet examination; materials and layer structure consistent with Morrow’s practice in 1951–52.',
          ru: 'Анализ связующих, исследование шлифов и ультрафиолетовое обследование; материалы и строение красочного слоя соответствуют практике Морроу 1951–1952 годов.',
        },
        date: '2021-06-03',
      },
    ],
  },

  // 11 ─ Vera Ostrova, 1926
  {
    slug: 'yellow-circle',
    images: 2,
    video: false,
    author: 'vera-ostrova',
    name: { en: 'Composition with a Yellow Circle', ru: 'Композиция с жёлтым кругом' },
    year: 1926,
    ordering: 130,
    sale_id: null,
    short_description: {
      en: 'A key Paris work by the Moscow-born abstractionist Vera Ostrova: circles, lines, triangles and a chequered field orbiting a great yellow disc on a warm ground.',
      ru: 'Ключевая парижская работа уроженки Москвы, художницы-абстракционистки Веры Островой: круги, линии, треугольники и шахматное поле вращаются вокруг большого жёлтого диска на тёплом фоне.',
    },
    full_description: {
      en: html(
        '<p>A large cadmium-yellow circle dominates the upper right of the canvas, overlapped by smaller discs of black and blue. From it radiate thin ruled lines that cross and divide the field; red and black triangles seem to slide along them, and at lower left a small chequerboard of black and white squares acts as a counterweight. Everything floats on a warm, pinkish-ochre ground that gives the geometry the glow of late afternoon light.</p>',
        '<p>Ostrova taught at the Moscow art workshops in the early 1920s before settling in Paris in 1923, and the picture joins the two worlds she knew: the floating planes of Suprematism and the more lyrical, musical abstraction she encountered in the West. The circles were drawn with a compass and the lines with a ruler, yet the paint is applied with a visible, living brush, and the chequerboard is painted freehand, its squares subtly irregular. It is a composition of balance and motion rather than of rigid system.</p>',
        '<h3>Condition and technical study</h3>',
        '<ul><li><strong>Infrared reflectography</strong>: a pencil construction grid and the pinhole of the compass point at the centre of the yellow circle; the black triangle at the left was moved during painting.</li><li><strong>Pigments</strong>: cadmium yellow, synthetic ultramarine, vermilion, ivory black and a titanium white composite with barium sulphate — a white that became available to French painters only in the early 1920s, which rules out an earlier date.</li><li><strong>Support</strong>: a linen canvas with the stamp of a Montparnasse colourman, on its original stretcher inscribed by the artist in Russian and French: «В. Острова / V. Ostrova 1926».</li></ul>',
        '<p>The paint layer is in good condition, with a fine network of age cracks in the thick yellow. The 2021 treatment consisted of surface cleaning, thinning of a dull later varnish and minor retouching along the edges.</p>',
        '<h3>For the collector</h3>',
        '<p>The market for Russian avant-garde painting is notoriously affected by forgeries, which makes secure works exceptionally valuable. With an exhibition record going back to 1927, a continuous provenance and scientific evidence that anchors the date, <em>Composition with a Yellow Circle</em> is exactly such a work.</p>',
      ),
      ru: html(
        '<p>Большой круг цвета жёлтого кадмия господствует в правой верхней части холста; его перекрывают диски поменьше — чёрный и синий. От него расходятся тонкие, проведённые по линейке линии, которые пересекают и членят плоскость; по ним словно скользят красные и чёрные треугольники, а внизу слева противовесом служит небольшое шахматное поле из чёрных и белых клеток. Всё это парит на тёплом розовато-охристом фоне, придающем геометрии мягкое свечение предвечернего света.</p>',
        '<p>В начале 1920-х годов Острова преподавала в московских художественных мастерских, а в 1923 году обосновалась в Париже. Картина соединяет два мира, которые она знала: парящие плоскости супрематизма и более лиричную, «музыкальную» абстракцию, с которой она столкнулась на Западе. Круги начерчены циркулем, линии — по линейке, однако краска положена живой, видимой кистью, а шахматное поле написано от руки, и его клетки чуть неровны. Это композиция равновесия и движения, а не жёсткой системы.</p>',
        '<h3>Сохранность и технологическое исследование</h3>',
        '<ul><li><strong>Инфракрасная рефлектография</strong>: карандашная разметочная сетка и прокол от ножки циркуля в центре жёлтого круга; чёрный треугольник слева в ходе работы был сдвинут.</li><li><strong>Пигменты</strong>: кадмий жёлтый, искусственный ультрамарин, киноварь, кость жжёная и композитные титановые белила с сульфатом бария — такие белила стали доступны французским художникам лишь в начале 1920-х годов, что исключает более раннюю датировку.</li><li><strong>Основа</strong>: льняной холст со штампом лавки художественных материалов на Монпарнасе, на авторском подрамнике с надписью художницы по-русски и по-французски: «В. Острова / V. Ostrova 1926».</li></ul>',
        '<p>Красочный слой в хорошем состоянии; в пастозном жёлтом — тонкая сетка возрастного кракелюра. В 2021 году поверхность очищена, помутневший поздний лак утоньшён, по краям выполнены небольшие тонировки.</p>',
        '<h3>Коллекционеру</h3>',
        '<p>Рынок живописи русского авангарда печально известен обилием подделок, поэтому работы с безупречной репутацией ценятся особенно высоко. Выставочная история, начинающаяся с 1927 года, непрерывный провенанс и научные данные, надёжно закрепляющие датировку, делают «Композицию с жёлтым кругом» именно такой работой.</p>',
      ),
    },
    attr_description: null,
    width_cm: 120,
    height_cm: 90,
    genre: 3,
    technic: 1,
    eras: [5],
    frame: 'with',
    orientation: 'landscape',
    price_cents: 11_000,
    price_year_ago_cents: 8800,
    forecast_growth_percent: 14,
    estimated_value_cents: 1_265_000_000,
    sold: 54_000,
    histories: [
      {
        year: 1926,
        title: { en: 'Painted in Paris', ru: 'Написана в Париже' },
        description: {
          en: 'Inscribed by the artist on the stretcher: «В. Острова / V. Ostrova 1926».',
          ru: 'На подрамнике надпись художницы: «В. Острова / V. Ostrova 1926».',
        },
      },
      {
        year: 1927,
        title: { en: 'Exhibited at the Salon des Indépendants', ru: 'Выставка в Салоне независимых' },
        description: {
          en: 'Shown in Paris at the Salon des Indépendants as «Composition au cercle jaune»; the number from the catalogue is still visible on the stretcher.',
          ru: 'Экспонировалась в Париже в Салоне независимых под названием «Composition au cercle jaune»; номер по каталогу до сих пор виден на подрамнике.',
        },
      },
      {
        year: 1934,
        title: { en: 'Acquired by a Brussels architect', ru: 'В собрании брюссельского архитектора' },
        description: {
          en: 'Bought from the artist by a Brussels architect who collected geometric abstraction; passed by descent.',
          ru: 'Куплена у художницы брюссельским архитектором, собиравшим геометрическую абстракцию; далее передавалась по наследству.',
        },
      },
      {
        year: 1977,
        title: { en: 'Sold at a Paris auction', ru: 'Продажа на аукционе в Париже' },
        description: {
          en: 'Sold by the architect’s heirs at a Paris auction and acquired by a private collector in Geneva.',
          ru: 'Наследники архитектора продали картину на парижских торгах; её приобрёл частный коллекционер из Женевы.',
        },
      },
      {
        year: 2021,
        title: {
          en: 'Acquired by the Pinacoteca fund; conservation',
          ru: 'Приобретение фондом Pinacoteca; реставрация',
        },
        description: {
          en: 'Acquired from the Geneva collection in April 2021. Conserved in May–June: surface cleaning, thinning of a later varnish, minor retouching along the edges.',
          ru: 'Приобретена из женевского собрания в апреле 2021 года. В мае–июне — реставрация: очистка поверхности, утоньшение позднего лака, мелкие тонировки по краям.',
        },
      },
    ],
    attributions: [
      {
        title: { en: 'Expert opinion', ru: 'Экспертное заключение' },
        description: {
          en: 'A specialist in the Russian avant-garde in emigration confirms the attribution to Vera Ostrova and the date of 1926, identifying the work with the picture shown at the Salon des Indépendants in 1927.',
          ru: 'Специалист по искусству русского авангарда в эмиграции подтверждает авторство Веры Островой и датировку 1926 годом, отождествляя работу с картиной, показанной в Салоне независимых в 1927 году.',
        },
        date: '2021-03-11',
      },
      {
        title: { en: 'Technical analysis report', ru: 'Отчёт о технико-технологическом исследовании' },
        description: {
          en: 'Infrared reflectography, X-ray fluorescence and Raman spectroscopy of the pigments, examination of the stretcher inscription and colourman’s stamp. All materials are consistent with Paris in the mid-1920s.',
          ru: 'Инфракрасная рефлектография, рентгенофлуоресцентный анализ и рамановская спектроскопия пигментов, исследование надписи на подрамнике и штампа на холсте. Все материалы соответствуют Парижу середины 1920-х годов.',
        },
        date: '2021-05-25',
      },
      {
        title: { en: 'Certificate of authenticity', ru: 'Сертификат подлинности' },
        description: {
          en: 'Issued on the basis of the expert opinion, the technical report and the documented provenance from 1927 onwards.',
          ru: 'Выдан на основании экспертного заключения, технологического исследования и документированного провенанса начиная с 1927 года.',
        },
        date: '2021-07-12',
      },
    ],
  },

  // 12 ─ Samuel Lind, 1958
  {
    slug: 'two-reds-umber',
    images: 2,
    video: false,
    author: 'samuel-lind',
    name: { en: 'Two Reds over Umber', ru: 'Два красных над умброй' },
    year: 1958,
    ordering: 138,
    sale_id: 'SALE-0004',
    short_description: {
      en: 'A classic colour-field painting by Samuel Lind: two soft-edged red rectangles hovering over a deep umber ground, built up from many translucent veils of colour.',
      ru: 'Классическая работа Сэмюэла Линда в духе живописи цветового поля: два красных прямоугольника с размытыми краями парят над глубоким фоном умбры, выстроенные из множества прозрачных красочных слоёв.',
    },
    full_description: {
      en: html(
        '<p>Two rectangles of red float one above the other on a field of dark umber. The upper one is a warm cadmium red leaning towards orange; the lower, larger one is a deeper, cooler crimson. Their edges are not drawn but breathe, dissolving into the surrounding brown so that the forms seem to hover a little in front of the canvas. Stand close, as Lind wished his viewers to, and the picture fills the field of vision; the reds begin to pulse against the dark.</p>',
        '<p>Painted in 1958, at the height of Lind’s mature style, the picture is built up not from a few opaque coats but from many thin veils of colour. He diluted oil paint heavily with turpentine and added damar resin and a small proportion of egg to some layers, then brushed them on with wide house-painter’s brushes and rags, letting each dry before the next. The result is a surface that is at once matt and luminous, with colour that seems to come from within rather than lie on top.</p>',
        '<h3>Condition and technical study</h3>',
        '<ul><li><strong>Layer structure</strong>: paint cross-sections show up to nine thin layers in the red rectangles over a glue-sized canvas tinted with the umber ground.</li><li><strong>Binders</strong>: ultraviolet fluorescence maps the resin-rich layers; analysis confirmed oil with damar and egg, as in Lind’s documented practice.</li><li><strong>Pigments</strong>: cadmium red, alizarin crimson, burnt umber, bone black.</li><li><strong>Colour stability</strong>: alizarin crimson is light-sensitive. Comparison with a colour transparency taken for the 1959 exhibition catalogue shows no measurable fading.</li></ul>',
        '<p>The unvarnished surface is delicate and shows the marks of touch easily. In 2021 dust was removed, and a small scuff in the umber at lower left was inpainted and fully documented. To preserve the reds, the picture is displayed at no more than 50 lux.</p>',
        '<h3>For the collector</h3>',
        '<p>Colour-field paintings of the late 1950s stand at the summit of the post-war American market, and canvases with two stacked forms are Lind’s most celebrated format. <em>Two Reds over Umber</em> is the highest-valued work in the Pinacoteca collection and is also offered for purchase as a whole.</p>',
      ),
      ru: html(
        '<p>Два красных прямоугольника парят один над другим на поле тёмной умбры. Верхний — тёплый красный кадмий с уклоном в оранжевый, нижний, более крупный, — глубокий, холодный малиновый. Их края не прорисованы, а «дышат», растворяясь в окружающем коричневом, так что формы словно висят чуть впереди холста. Если подойти близко, как того хотел Линд, картина заполняет собой всё поле зрения, и красные начинают пульсировать на тёмном фоне.</p>',
        '<p>Холст написан в 1958 году, в пору расцвета зрелого стиля Линда, и построен не из нескольких плотных слоёв, а из множества тонких красочных вуалей. Художник сильно разбавлял масляную краску скипидаром, в некоторые слои добавлял даммарную смолу и немного яйца, наносил их широкими малярными кистями и тряпками и давал каждому слою высохнуть, прежде чем класть следующий. В результате поверхность получилась одновременно матовой и светоносной: цвет будто исходит изнутри, а не лежит сверху.</p>',
        '<h3>Сохранность и технологическое исследование</h3>',
        '<ul><li><strong>Строение красочного слоя</strong>: на шлифах видно до девяти тонких слоёв в красных прямоугольниках поверх проклеенного холста, тонированного цветом умбры.</li><li><strong>Связующие</strong>: ультрафиолетовая люминесценция выявляет слои, богатые смолой; анализ подтвердил масло с даммарой и яйцом — в полном соответствии с задокументированной практикой Линда.</li><li><strong>Пигменты</strong>: кадмий красный, ализариновый краплак, умбра жжёная, кость жжёная.</li><li><strong>Светостойкость</strong>: ализариновый краплак чувствителен к свету. Сравнение с цветным диапозитивом, снятым для каталога выставки 1959 года, не выявило заметного выцветания.</li></ul>',
        '<p>Поверхность без лака очень деликатна и легко сохраняет следы прикосновений. В 2021 году с неё удалена пыль, небольшая потёртость в умбре слева внизу затонирована и полностью задокументирована. Чтобы сберечь красные, картину экспонируют при освещённости не более 50 люкс.</p>',
        '<h3>Коллекционеру</h3>',
        '<p>Живопись цветового поля конца 1950-х годов — вершина послевоенного американского рынка, а холсты с двумя формами одна над другой — самый знаменитый формат Линда. «Два красных над умброй» — самая дорогая работа собрания Pinacoteca; её также можно приобрести целиком.</p>',
      ),
    },
    attr_description: null,
    width_cm: 130,
    height_cm: 180,
    genre: 3,
    technic: 1,
    eras: [6, 4],
    frame: 'without',
    orientation: 'portrait',
    price_cents: 17_500,
    price_year_ago_cents: 13_650,
    forecast_growth_percent: 18,
    estimated_value_cents: 2_082_500_000,
    sold: 38_600,
    histories: [
      {
        year: 1958,
        title: { en: 'Painted in New York', ru: 'Написана в Нью-Йорке' },
        description: {
          en: 'Painted in Lind’s studio on the Bowery; signed and dated on the reverse «S. Lind 1958».',
          ru: 'Написана в мастерской Линда на Бауэри; на обороте подпись и дата: «S. Lind 1958».',
        },
      },
      {
        year: 1959,
        title: { en: 'Solo exhibition in New York', ru: 'Персональная выставка в Нью-Йорке' },
        description: {
          en: 'Shown at Lind’s solo exhibition at his New York gallery and reproduced in colour in the catalogue — the transparency now used to monitor the reds.',
          ru: 'Показана на персональной выставке Линда в его нью-йоркской галерее и воспроизведена в цвете в каталоге; тот самый диапозитив сегодня служит эталоном для контроля красных.',
        },
      },
      {
        year: 1960,
        title: { en: 'Acquired by a San Francisco collector', ru: 'В собрании коллекционера из Сан-Франциско' },
        description: {
          en: 'Bought from the gallery by a San Francisco collector of post-war American painting; passed by descent.',
          ru: 'Куплена в галерее коллекционером из Сан-Франциско, собиравшим послевоенную американскую живопись; далее передавалась по наследству.',
        },
      },
      {
        year: 2001,
        title: { en: 'Sold at a New York auction', ru: 'Продажа на аукционе в Нью-Йорке' },
        description: {
          en: 'Sold by the collector’s family at a New York evening sale and acquired by a private collector in London.',
          ru: 'Семья коллекционера продала картину на вечерних торгах в Нью-Йорке; её приобрёл частный собиратель из Лондона.',
        },
      },
      {
        year: 2021,
        title: {
          en: 'Acquired by the Pinacoteca fund; conservation',
          ru: 'Приобретение фондом Pinacoteca; реставрация',
        },
        description: {
          en: 'Acquired from the London collection in February 2021. Dust removal and documented inpainting of a small scuff in April.',
          ru: 'Приобретена из лондонского собрания в феврале 2021 года. В апреле удалена пыль и с полной документацией затонирована небольшая потёртость.',
        },
      },
    ],
    attributions: [
      {
        title: { en: 'Catalogue raisonné entry', ru: 'Включение в каталог-резоне' },
        description: {
          en: 'Recorded in the catalogue raisonné of Samuel Lind’s paintings on canvas with full provenance and exhibition history.',
          ru: 'Учтена в каталоге-резоне живописи Сэмюэла Линда на холсте с полным провенансом и историей экспонирования.',
        },
        date: '1998-10-21',
      },
      {
        title: {
          en: 'Technical analysis and condition report',
          ru: 'Технологическое исследование и акт о состоянии сохранности',
        },
        description: {
          en: 'Cross-sections, binding-media analysis, ultraviolet imaging and colorimetric comparison with the 1959 transparency.',
          ru: 'Исследование шлифов, анализ связующих, съёмка в ультрафиолете и колориметрическое сравнение с диапозитивом 1959 года.',
        },
        date: '2021-03-29',
      },
    ],
  },

  // 13 ─ Samuel Lind, 1961
  {
    slug: 'blue-threshold',
    images: 1,
    video: false,
    author: 'samuel-lind',
    name: { en: 'Blue Threshold', ru: 'Синий порог' },
    year: 1961,
    ordering: 90,
    sale_id: null,
    short_description: {
      en: 'A late, meditative canvas by Samuel Lind: a field of deep blue, darkening towards the edges, crossed by a single narrow band of light.',
      ru: 'Поздний медитативный холст Сэмюэла Линда: поле глубокого синего, темнеющее к краям, пересечённое единственной узкой полосой света.',
    },
    full_description: {
      en: html(
        '<p>Almost the whole canvas is given over to a deep, nocturnal blue that darkens towards the edges until it nearly reaches black. A little below the middle, a narrow horizontal band of pale cerulean seems to glow from behind the surface, like light under a closed door or the last line of sky on the horizon. The title, Lind’s own, points to that sense of a boundary between one space and another — a place one stands before rather than enters.</p>',
        '<p>In the early 1960s Lind’s palette darkened and his compositions grew simpler, and <em>Blue Threshold</em> is among the most concentrated works of these years. The band is not painted on top of the blue: it is a reserve, the pale underlayer left uncovered as one dark veil after another was brushed around it, which is why it seems to emit rather than reflect light. The darker layers contain a synthetic resin medium, a material Lind began to mix with his oil paint around 1960 to obtain a deeper, velvety matt.</p>',
        '<h3>Condition and technical study</h3>',
        '<p>Cross-sections confirm the reserved band and show more than a dozen layers in the blue field. Pigments identified include synthetic ultramarine, Prussian blue, phthalocyanine blue, cerulean and titanium white; infrared spectroscopy detected the synthetic resin in the upper layers. Like all of Lind’s late dark paintings, the matt surface is extremely sensitive to handling: ultraviolet photography revealed two old scuff marks and a fingerprint, which were reduced and inpainted with minimal, reversible retouching in 2021. The canvas is on its original stretcher, unlined and unvarnished.</p>',
        '<h3>For the collector</h3>',
        '<p>Lind painted relatively few canvases after 1960, and his late dark pictures, long less familiar than the bright works of the 1950s, are now the subject of growing critical interest. <em>Blue Threshold</em>, kept by the artist until his death, is an outstanding example.</p>',
      ),
      ru: html(
        '<p>Почти весь холст отдан глубокому ночному синему, который к краям сгущается почти до чёрного. Чуть ниже середины узкая горизонтальная полоса бледного церулеума словно светится из-под поверхности — как свет из-под закрытой двери или последняя полоска неба на горизонте. Название, данное самим Линдом, говорит именно об этом ощущении границы между двумя пространствами — места, перед которым останавливаешься, но куда не входишь.</p>',
        '<p>В начале 1960-х годов палитра Линда потемнела, а композиции стали ещё проще; «Синий порог» — одна из самых сосредоточенных работ этих лет. Полоса не положена поверх синего: это резерв — светлый подслой, оставленный незакрытым, пока вокруг него ложилась одна тёмная вуаль за другой. Поэтому кажется, что полоса излучает свет, а не отражает его. В тёмные слои добавлен синтетический смоляной медиум: около 1960 года Линд начал смешивать его с масляной краской, добиваясь более глубокой, бархатистой матовости.</p>',
        '<h3>Сохранность и технологическое исследование</h3>',
        '<p>Шлифы подтверждают, что полоса — резерв, и показывают более десятка слоёв в синем поле. Среди пигментов — искусственный ультрамарин, берлинская лазурь, фталоцианиновый синий, церулеум и титановые белила; инфракрасная спектроскопия выявила синтетическую смолу в верхних слоях. Как и все поздние тёмные картины Линда, матовая поверхность крайне чувствительна к прикосновениям: съёмка в ультрафиолете обнаружила две старые потёртости и отпечаток пальца, которые в 2021 году были ослаблены и затонированы минимально и обратимо. Холст на авторском подрамнике, не дублирован и не покрыт лаком.</p>',
        '<h3>Коллекционеру</h3>',
        '<p>После 1960 года Линд написал сравнительно немного холстов, и его поздние тёмные картины, долгое время остававшиеся в тени ярких работ 1950-х, сегодня вызывают всё больший интерес критики. «Синий порог», который художник хранил у себя до самой смерти, — выдающийся образец этого периода.</p>',
      ),
    },
    attr_description: null,
    width_cm: 110,
    height_cm: 160,
    genre: 3,
    technic: 1,
    eras: [6],
    frame: 'without',
    orientation: 'portrait',
    price_cents: 14_200,
    price_year_ago_cents: 12_210,
    forecast_growth_percent: 17,
    estimated_value_cents: 1_547_800_000,
    sold: 5100,
    histories: [
      {
        year: 1961,
        title: { en: 'Painted in New York', ru: 'Написана в Нью-Йорке' },
        description: {
          en: 'Signed, dated and titled on the reverse: «S. Lind 1961 / Blue Threshold».',
          ru: 'На обороте подпись, дата и название: «S. Lind 1961 / Blue Threshold».',
        },
      },
      {
        year: 1962,
        title: { en: 'Solo exhibition in New York', ru: 'Персональная выставка в Нью-Йорке' },
        description: {
          en: 'Shown at Lind’s exhibition of new paintings at his New York gallery; not sold and returned to the artist’s studio.',
          ru: 'Показана на выставке новых работ Линда в его нью-йоркской галерее; не была продана и вернулась в мастерскую художника.',
        },
      },
      {
        year: 1975,
        title: { en: 'Estate of the artist', ru: 'Наследие художника' },
        description: {
          en: 'Remained with Lind until his death in 1975 and passed to his estate.',
          ru: 'Оставалась у Линда до его смерти в 1975 году и вошла в состав его наследия.',
        },
      },
      {
        year: 1984,
        title: { en: 'Acquired through a Düsseldorf gallery', ru: 'Приобретение через галерею в Дюссельдорфе' },
        description: {
          en: 'Released by the estate to a Düsseldorf gallery and bought by a private German collector, in whose family it remained until 2021.',
          ru: 'Передана распорядителями наследия дюссельдорфской галерее и куплена частным коллекционером из Германии; до 2021 года оставалась в его семье.',
        },
      },
      {
        year: 2021,
        title: {
          en: 'Acquired by the Pinacoteca fund; conservation',
          ru: 'Приобретение фондом Pinacoteca; реставрация',
        },
        description: {
          en: 'Acquired from the German collection in August 2021. Minimal, reversible treatment of two scuffs and a fingerprint in September.',
          ru: 'Приобретена из немецкого собрания в августе 2021 года. В сентябре — минимальное обратимое устранение двух потёртостей и отпечатка пальца.',
        },
      },
    ],
    attributions: [
      {
        title: { en: 'Catalogue raisonné entry', ru: 'Включение в каталог-резоне' },
        description: {
          en: 'Recorded in the catalogue raisonné of Samuel Lind’s paintings on canvas, with the estate inventory number on the stretcher.',
          ru: 'Учтена в каталоге-резоне живописи Сэмюэла Линда на холсте; на подрамнике — инвентарный номер наследия.',
        },
        date: '1998-10-21',
      },
      {
        title: { en: 'Technical analysis report', ru: 'Отчёт о технико-технологическом исследовании' },
        description: {
          en: 'Cross-sections, pigment analysis, infrared spectroscopy of the binding media and ultraviolet photography of the surface.',
          ru: 'Исследование шлифов, анализ пигментов, инфракрасная спектроскопия связующих и съёмка поверхности в ультрафиолете.',
        },
        date: '2021-08-30',
      },
    ],
  },

  // 14 ─ under attribution (northern European or Russian, 19th century?)
  {
    slug: 'northern-river',
    images: 1,
    video: false,
    author: null,
    name: { en: 'Northern River Landscape', ru: 'Северный речной пейзаж' },
    year: null,
    ordering: 50,
    sale_id: null,
    short_description: {
      en: 'A quiet river with birches and a small boat, hidden under a heavy yellowed varnish; the picture is under attribution, and a test cleaning has already revealed a clear northern light beneath.',
      ru: 'Тихая река с берёзами и маленькой лодкой под толстым слоем пожелтевшего лака. Картина проходит атрибуцию; пробное раскрытие уже показало под лаком чистый северный свет.',
    },
    full_description: {
      en: html(
        '<p>A slow river winds from the foreground into the distance between low banks. On the left a group of birches leans towards the water, their white trunks picked out against darker foliage; on the right, in the shallows, a small rowing boat with a seated figure lies almost motionless. Beyond, the banks flatten into a wooded plain under a wide, low sky. The whole scene is now seen through a thick amber varnish that has darkened the greens to brown and turned the sky to the colour of weak tea.</p>',
        '<p>Even through the varnish the quality of the drawing is evident. The bark of the birches is described with small, precise touches, the reflections are laid in with horizontal strokes of a soft brush, and the recession of the banks is handled with real assurance. The subject, the northern light and the intimate format suggest Russian or Nordic landscape painting of the second half of the nineteenth century, though neither the school nor the date has yet been established.</p>',
        '<h3>The study so far</h3>',
        '<p>The picture is painted in oil on a commercially prepared board. Under ultraviolet light the varnish appears thick and uneven, with older retouchings beneath it along the edges. A small test cleaning in the upper left corner of the sky revealed a bright, pale blue-grey, confirming that the original tonality is far lighter and cooler than it now appears. On the reverse, a partly legible colourman’s stamp and a handwritten label in Swedish — «Vid älven» («By the river») — are being investigated. Because the support is board, dendrochronology cannot be applied; the board itself is being dated by fibre analysis.</p>',
        '<h3>Why it matters</h3>',
        '<p>Full cleaning is planned only after the analyses are complete, so that no evidence is lost. Until the attribution is established the painting carries no price and no tokens are offered; all results will be published here.</p>',
      ),
      ru: html(
        '<p>Неторопливая река, петляя между низкими берегами, уходит с первого плана вглубь. Слева к воде склонилась группа берёз — белые стволы выделяются на фоне тёмной листвы; справа, на мелководье, почти неподвижно стоит маленькая лодка с сидящей фигурой. Дальше берега переходят в лесистую равнину под широким низким небом. Сегодня вся эта сцена видна сквозь толстый слой янтарного лака: зелень под ним побурела, а небо приобрело цвет некрепкого чая.</p>',
        '<p>Даже сквозь лак видно, как хорошо нарисован пейзаж. Кора берёз передана мелкими точными касаниями, отражения положены горизонтальными мазками мягкой кисти, планы берегов уходят вглубь с подлинной уверенностью. Мотив, северный свет и камерный формат указывают на русский или скандинавский пейзаж второй половины XIX века, однако ни школа, ни датировка пока не установлены.</p>',
        '<h3>Что уже известно</h3>',
        '<p>Картина написана маслом на фабрично загрунтованном картоне. В ультрафиолете лак выглядит толстым и неравномерным, под ним по краям видны старые тонировки. Небольшое пробное раскрытие в левом верхнем углу неба показало светлый, бледный серо-голубой тон — авторский колорит гораздо светлее и холоднее, чем кажется сейчас. На обороте изучаются частично читаемый штамп торговца художественными материалами и рукописная этикетка по-шведски: «Vid älven» («У реки»). Поскольку основа картонная, дендрохронология здесь неприменима; возраст самого картона определяется волоконным анализом.</p>',
        '<h3>Почему это важно</h3>',
        '<p>Полное раскрытие запланировано только после завершения анализов, чтобы не утратить никаких свидетельств. До установления авторства у картины нет цены и токены не выпускаются; все результаты будут публиковаться на этой странице.</p>',
      ),
    },
    attr_description: {
      en: 'This painting is currently under attribution. Its author, title, date and price have not yet been determined; «Northern River Landscape» is a working title. Fibre analysis of the board, pigment sampling and comparison with Russian and Nordic landscape painting of the later nineteenth century are in progress. Once the attribution is complete, the painting will be cleaned, valued and its tokens offered on the platform.',
      ru: 'Картина проходит атрибуцию. Автор, название, датировка и цена пока не установлены; «Северный речной пейзаж» — рабочее название. Идут волоконный анализ картона, отбор проб пигментов и сравнение с русским и скандинавским пейзажем второй половины XIX века. После завершения атрибуции картину раскроют от лака, оценят, и её токены появятся на платформе.',
    },
    width_cm: 60,
    height_cm: 42,
    genre: 4,
    technic: 2,
    eras: [0],
    frame: 'with',
    orientation: 'landscape',
    price_cents: 0,
    price_year_ago_cents: 0,
    forecast_growth_percent: 0,
    estimated_value_cents: 0,
    sold: 0,
    histories: [
      {
        year: null,
        title: { en: 'Swedish-speaking household (date unknown)', ru: 'Шведскоязычная семья (дата неизвестна)' },
        description: {
          en: 'The handwritten label «Vid älven» on the reverse suggests that the picture once belonged to a Swedish-speaking family, probably in Finland or Sweden.',
          ru: 'Рукописная этикетка «Vid älven» на обороте позволяет предположить, что картина когда-то принадлежала шведскоязычной семье — вероятно, в Финляндии или Швеции.',
        },
      },
      {
        year: 1972,
        title: { en: 'Sold at auction in Helsinki', ru: 'Продажа на аукционе в Хельсинки' },
        description: {
          en: 'Sold at a Helsinki auction as «Unknown artist, 19th century, river landscape» and bought by a private collector in Turku.',
          ru: 'Продана на аукционе в Хельсинки как «Неизвестный художник, XIX век, речной пейзаж»; покупатель — частный коллекционер из Турку.',
        },
      },
      {
        year: 2021,
        title: { en: 'Acquired by the Pinacoteca fund', ru: 'Приобретение фондом Pinacoteca' },
        description: {
          en: 'Acquired from the Turku collector in September 2021 for study and attribution.',
          ru: 'Приобретена у коллекционера из Турку в сентябре 2021 года для изучения и атрибуции.',
        },
      },
      {
        year: 2021,
        title: { en: 'Technical study begun', ru: 'Начало технологического исследования' },
        description: {
          en: 'Ultraviolet examination and a test cleaning of the sky in December 2021; further analyses under way.',
          ru: 'В декабре 2021 года — исследование в ультрафиолете и пробное раскрытие неба; дальнейшие анализы продолжаются.',
        },
      },
    ],
    attributions: [
      {
        title: {
          en: 'Ultraviolet examination and test cleaning',
          ru: 'Исследование в ультрафиолете и пробное раскрытие',
        },
        description: {
          en: 'Completed. The varnish is a thick, unevenly applied natural resin with older retouchings beneath; the test window in the sky shows a light, cool original tonality and a paint layer in good condition.',
          ru: 'Завершено. Лак — толстый, неравномерно нанесённый натуральный смоляной, под ним — старые тонировки; пробное окно в небе показало светлый холодный авторский колорит и хорошую сохранность красочного слоя.',
        },
        date: '2021-12-06',
      },
      {
        title: {
          en: 'Comparative analysis with Russian and Nordic landscape painting',
          ru: 'Сравнительный анализ с русским и скандинавским пейзажем',
        },
        description: {
          en: 'In progress. Comparison with landscape painters active in St Petersburg, Helsinki and Stockholm in the 1870s–1890s, including painters trained at the Düsseldorf academy and pupils of the St Petersburg landscape class.',
          ru: 'Ведётся. Сопоставление с пейзажистами, работавшими в Петербурге, Хельсинки и Стокгольме в 1870–1890-х годах, в том числе с выпускниками Дюссельдорфской академии и учениками пейзажного класса петербургской Академии художеств.',
        },
        date: '2022-04-14',
      },
      {
        title: {
          en: 'Fibre analysis of the board and identification of the stamp — pending',
          ru: 'Волоконный анализ картона и атрибуция штампа — в работе',
        },
        description: {
          en: 'Dendrochronology cannot be used on a board support. Fibre analysis and comparison of the partly legible stamp with known colourmen’s marks are expected to narrow the date and place of manufacture.',
          ru: 'Дендрохронологический анализ к картонной основе неприменим. Волоконный анализ и сравнение частично читаемого штампа с известными клеймами торговцев художественными материалами должны уточнить время и место изготовления картона.',
        },
        date: null,
      },
    ],
  },

  // 15 ─ Marta Kessler, 1922
  {
    slug: 'dancers-blue-cafe',
    images: 1,
    video: false,
    author: 'marta-kessler',
    name: { en: 'Dancers at the Blue Café', ru: 'Танцоры в «Синем кафе»' },
    year: 1922,
    ordering: 105,
    sale_id: null,
    short_description: {
      en: 'Berlin nightlife in 1922: angular couples on a crowded dance floor, caught by Marta Kessler in electric blues and shocking pinks.',
      ru: 'Ночной Берлин 1922 года: угловатые пары на тесной танцплощадке, схваченные Мартой Кесслер в электрических синих и кричащих розовых тонах.',
    },
    full_description: {
      en: html(
        '<p>The dance floor of a Berlin café is packed with couples. In the foreground a woman with a bobbed haircut and a pink dress is swung round by a partner in evening dress; around them other pairs are reduced to sharp wedges and zigzags, their limbs splintering like the light from the electric lamps overhead. At the back a small band — saxophone, drums, piano — is squeezed against walls of intense, electric blue.</p>',
        '<p>Kessler painted the picture in 1922, when Berlin’s dance halls and cabarets were packed with people trying to forget the war and the collapsing currency. Her language here has changed since the Fauvist colour of 1919: the figures are broken into facets that owe something to Cubism and Futurism, but the colour is pure Expressionism — ultramarine, cobalt and a cold turquoise set against pinks of startling intensity. The paint is thin and quick on a light board, and the angularity of the drawing carries the rhythm of the music.</p>',
        '<h3>Condition and technical study</h3>',
        '<p>Ultraviolet fluorescence identified the brightest pinks as an eosin-based lake, a synthetic colour prized in these years for its brilliance but known to fade in light. A narrow strip along the edges, protected for decades by the rebate of a former frame, retains a noticeably more saturated pink, showing that the rest of the surface has faded slightly; the loss is modest and the overall balance of the picture is intact. Infrared reflectography reveals a charcoal underdrawing with a further dancing couple at the right that Kessler decided to leave out. The board is stable; in 2021 a small loss at the lower right corner was filled and retouched and the unvarnished surface was cleaned.</p>',
        '<h3>For the collector</h3>',
        '<p>Scenes of Weimar nightlife are among the most evocative and sought-after subjects of German art between the wars. To protect the fugitive pinks, the picture is displayed under low light, and its condition is monitored against the colour of the protected edges.</p>',
      ),
      ru: html(
        '<p>Танцплощадка берлинского кафе забита парами. На первом плане женщину со стрижкой «боб» в розовом платье кружит партнёр во фраке; вокруг них другие пары превращаются в острые клинья и зигзаги, а их руки и ноги дробятся, как свет электрических ламп под потолком. В глубине маленький оркестр — саксофон, ударные, рояль — зажат между стенами напряжённого, электрического синего цвета.</p>',
        '<p>Кесслер написала картину в 1922 году, когда берлинские дансинги и кабаре были полны людей, стремившихся забыть о войне и обесценивающихся деньгах. Со времён фовистского цвета 1919 года её язык изменился: фигуры раздроблены на грани, в которых угадываются уроки кубизма и футуризма, но колорит — чистый экспрессионизм: ультрамарин, кобальт и холодная бирюза против розовых поразительной силы. Краска положена тонко и быстро на светлый картон, а угловатость рисунка передаёт ритм музыки.</p>',
        '<h3>Сохранность и технологическое исследование</h3>',
        '<p>Ультрафиолетовая люминесценция показала, что самые яркие розовые написаны эозиновым лаком — синтетическим красителем, которым в те годы дорожили за звучность, но который, как известно, выцветает на свету. Узкая полоса по краям, десятилетиями закрытая четвертью прежней рамы, сохранила заметно более насыщенный розовый: остальная поверхность немного поблёкла. Потеря невелика, и общее цветовое равновесие картины не нарушено. Инфракрасная рефлектография выявила рисунок углём с ещё одной танцующей парой справа, от которой Кесслер в итоге отказалась. Картон стабилен; в 2021 году небольшая утрата в правом нижнем углу восполнена и затонирована, поверхность без лака очищена.</p>',
        '<h3>Коллекционеру</h3>',
        '<p>Сцены ночной жизни Веймарской республики — одни из самых выразительных и востребованных сюжетов немецкого искусства между войнами. Чтобы сберечь нестойкие розовые, картину экспонируют при приглушённом свете, а её состояние контролируют, сверяясь с цветом защищённых краёв.</p>',
      ),
    },
    attr_description: null,
    width_cm: 80,
    height_cm: 60,
    genre: 2,
    technic: 2,
    eras: [3],
    frame: 'without',
    orientation: 'landscape',
    price_cents: 6800,
    price_year_ago_cents: 5920,
    forecast_growth_percent: 10,
    estimated_value_cents: 843_200_000,
    sold: 17_250,
    histories: [
      {
        year: 1922,
        title: { en: 'Painted in Berlin', ru: 'Написана в Берлине' },
        description: {
          en: 'Signed and dated lower right «M. Kessler 22».',
          ru: 'Подпись и дата справа внизу: «M. Kessler 22».',
        },
      },
      {
        year: 1923,
        title: { en: 'Exhibited with the Novembergruppe', ru: 'Выставка «Ноябрьской группы»' },
        description: {
          en: 'Shown in the Novembergruppe section of the annual Berlin art exhibition as «Tanz im Blauen Café».',
          ru: 'Показана в разделе «Ноябрьской группы» на ежегодной берлинской художественной выставке под названием «Tanz im Blauen Café» («Танец в „Синем кафе“»).',
        },
      },
      {
        year: 1936,
        title: { en: 'Taken to Stockholm by the artist', ru: 'Увезена художницей в Стокгольм' },
        description: {
          en: 'Kessler took the picture with her when she emigrated to Sweden.',
          ru: 'Кесслер взяла картину с собой, эмигрируя в Швецию.',
        },
      },
      {
        year: 1947,
        title: { en: 'Sold from an exhibition in Stockholm', ru: 'Продажа с выставки в Стокгольме' },
        description: {
          en: 'Sold by the artist from her exhibition at a Stockholm gallery to a Swedish collector; passed by descent in his family.',
          ru: 'Продана самой художницей с её выставки в стокгольмской галерее шведскому коллекционеру; далее передавалась в его семье по наследству.',
        },
      },
      {
        year: 2021,
        title: {
          en: 'Acquired by the Pinacoteca fund; conservation',
          ru: 'Приобретение фондом Pinacoteca; реставрация',
        },
        description: {
          en: 'Acquired from the collector’s grandson in June 2021. Conserved in July: filling and retouching of a corner loss, cleaning of the unvarnished surface.',
          ru: 'Приобретена у внука коллекционера в июне 2021 года. В июле — реставрация: восполнение и тонировка утраты в углу, очистка поверхности, не покрытой лаком.',
        },
      },
    ],
    attributions: [
      {
        title: { en: 'Catalogue raisonné entry', ru: 'Включение в каталог-резоне' },
        description: {
          en: 'Included in the catalogue raisonné of Marta Kessler’s paintings, identified with «Tanz im Blauen Café» of the 1923 exhibition.',
          ru: 'Включена в каталог-резоне живописи Марты Кесслер и отождествлена с работой «Tanz im Blauen Café», показанной на выставке 1923 года.',
        },
        date: '2004-11-15',
      },
      {
        title: { en: 'Technical analysis report', ru: 'Отчёт о технико-технологическом исследовании' },
        description: {
          en: 'Ultraviolet fluorescence and pigment analysis identifying the eosin lake, colorimetric comparison with the protected edges, infrared reflectography.',
          ru: 'Ультрафиолетовая люминесценция и анализ пигментов, выявившие эозиновый лак, колориметрическое сравнение с защищёнными краями, инфракрасная рефлектография.',
        },
        date: '2021-07-06',
      },
    ],
  },
];
